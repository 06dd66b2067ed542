import type * as english from '../en-CA/mail-operators.ts';
import type { Translation } from '../translation.ts';

/** Les courriels à l’équipe d’exploitation de MapleShine (décision 105). */

export const operatorInvitation: Translation<typeof english.operatorInvitation> = {
  subject: 'Votre compte d’opérateur MapleShine',
  body: `Bonjour {fullName},

{invitedBy} vous a nommé opérateur de la console MapleShine. Choisissez votre mot de passe ici\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours. Connectez-vous ensuite à la même adresse que tout le monde\u00a0; vous arriverez dans la console.

MapleShine`,
};

export const operatorAdded: Translation<typeof english.operatorAdded> = {
  subject: '{addedName} est maintenant opérateur MapleShine',
  body: `Bonjour {name},

{byName} a ajouté {addedName} ({addedEmail}) comme opérateur de la console MapleShine le {when}.

Un opérateur peut faire dans la console tout ce que vous pouvez y faire. Si vous ne vous y attendiez pas, désactivez ce compte à la page Opérateurs et prévenez les autres\u00a0:

{operatorsUrl}

MapleShine`,
};

export const contactMessage: Translation<typeof english.contactMessage> = {
  subject: 'Formulaire de contact\u00a0: {name}',
  body: `{name} <{email}>, téléphone {mobile}, a écrit\u00a0:

{message}`,
};

export const operatorNames: Translation<typeof english.operatorNames> = {
  addedFromCommandLine: 'Quelqu’un en ligne de commande (npm run ops)',
  anOperator: 'Un opérateur',
};

export const jobLines: Translation<typeof english.jobLines> = {
  withTime: '- {bookingNo}\u00a0: {service}, {day}, {window}',
  withoutTime: '- {bookingNo}\u00a0: {service}',
};

export const pausedCleaner: Translation<typeof english.pausedCleaner> = {
  subject:
    '{cleanerName} est en pause et détient {count, plural, one {# travail accepté} other {# travaux acceptés}} à {cityName}',
  body: `Bonjour {name},

{byName} a mis {cleanerName} ({cityName}) en pause. Motif\u00a0: {reason}

Un préposé au ménage en pause ne reçoit plus de nouveaux travaux, mais garde ceux qu’il a acceptés, et {cleanerName} détient encore {count, plural, one {celui-ci} other {ceux-ci}}\u00a0:

{jobs}

Vérifiez auprès de cette personne qu’elle {count, plural, one {le fera} other {les fera}} toujours, ou {count, plural, one {annulez-le} other {annulez-les}} pour le client. La page de la personne dans la console {count, plural, one {l’affiche} other {les affiche}}\u00a0: {cleanerUrl}

MapleShine`,
};

export const handBacks: Translation<typeof english.handBacks> = {
  subject: '{cleanerName} a rendu {count} travaux en 24 heures à {cityName}',
  body: `Bonjour {name},

{cleanerName} ({cityName}) a rendu ce travail, le {count, selectordinal, one {#er} other {#e}} en 24 heures\u00a0:

{job}

Les coordonnées du client {shown, select, yes {lui avaient été montrées} other {ne lui avaient pas encore été montrées}}. {capLine}

Accepter puis rendre des travaux permettrait à un préposé au ménage de recueillir les numéros de téléphone et les adresses des clients. Vérifiez auprès de la personne et, au besoin, mettez-la en pause depuis sa page dans la console\u00a0: {cleanerUrl}

MapleShine`,
  capReached:
    'C’est le maximum permis\u00a0: elle ne peut plus rendre de travail avant 24 heures après le premier de ceux-ci.',
  capLimit: 'Un préposé au ménage peut rendre au plus {max} travaux en 24 heures.',
};

export const uncoveredJobs: Translation<typeof english.uncoveredJobs> = {
  subject:
    'Aucun préposé au ménage ne peut prendre {count, plural, one {# travail payé} other {# travaux payés}} à {cityName}',
  body: `Bonjour {name},

{cleanerName} a modifié ses heures de travail, et plus aucun préposé au ménage de {cityName} ne peut prendre {count, plural, one {ce travail payé} other {ces travaux payés}}\u00a0:

{jobs}

{count, plural, one {Il figure} other {Ils figurent}} sous «\u00a0Travaux payés à risque\u00a0» à la page Aujourd’hui de la console\u00a0: {consoleUrl}

Demandez à un préposé au ménage de {cityName} d’ouvrir ses heures, ou communiquez avec le client avant le ménage.

MapleShine`,
};
