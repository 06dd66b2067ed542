import type * as english from '../en-CA/regular-plan-accepted.ts';
import type { Translation } from '../translation.ts';

export const planAcceptedNotice: Translation<typeof english.planAcceptedNotice> = {
  title: '{name} fera votre ménage régulier',
  message:
    '{name} a accepté votre ménage régulier ({frequency}) et fera {count, plural, one {votre visite du {dates}} other {vos visites du {dates}}}.',
};

export const planAcceptedMail: Translation<typeof english.planAcceptedMail> = {
  subject: '{name} fera votre ménage régulier',
  body: `Bonjour {customer},

Bonne nouvelle\u00a0: {name} a accepté votre ménage régulier ({frequency}) et fera {count, plural, one {votre visite du {dates}} other {vos visites du {dates}}}.

Chaque visite suivante est confiée à {name} quand son horaire le permet; s’il lui est impossible de venir un jour, nous vous en avisons et offrons cette visite à nos autres entrepreneurs.

Rien n’est encore facturé\u00a0: chaque visite n’est facturée qu’une fois faite.

{seeYourBooking}

L’équipe MapleShine`,
};
