import type * as english from '../en-CA/mail-jobs.ts';
import type { Translation } from '../translation.ts';

/** Ce que le préposé au ménage lit au sujet de ses travaux (décision 105). */

export const jobLines: Translation<typeof english.jobLines> = {
  bookingNumber: 'Numéro de réservation\u00a0: {bookingNo}',
  service: 'Service demandé\u00a0: {service}',
  city: 'Ville\u00a0: {city}',
  date: 'Date du ménage\u00a0: {day}',
  time: 'Heure\u00a0: {window} ({hours, plural, one {# heure} other {# heures}})',
  address: 'Adresse\u00a0: {address}',
};

export const jobPay: Translation<typeof english.jobPay> = {
  earn: 'Vous gagnez {amount}.',
  earned: 'Vous avez gagné {amount}.',
  paidWithin: 'Vous êtes payé dans les 48 heures suivant la fin du travail.',
};

export const jobAccepted: Translation<typeof english.jobAccepted> = {
  subject: 'Le travail {bookingNo} est à vous',
  body: `Bonjour {name},

Vous avez accepté ce travail\u00a0:

{lines}

{pay}{paidWithin}

{contact}

MapleShine`,
  contactOnJob: 'Les coordonnées du client figurent sur le travail, dans vos travaux MapleShine.',
  contactFrom:
    'Les coordonnées du client et l’adresse municipale s’afficheront sur le travail, dans vos travaux MapleShine, à partir du {when}.',
};

export const jobCompleted: Translation<typeof english.jobCompleted> = {
  subject: 'Le travail {bookingNo} est terminé',
  body: `Bonjour {name},

Merci d’avoir terminé ce travail\u00a0:

{lines}

{pay}{paidWithin}

MapleShine`,
};

export const jobHandedBack: Translation<typeof english.jobHandedBack> = {
  subject: 'Le travail {bookingNo} a été rendu',
  body: `Bonjour,

MapleShine a rendu le travail {bookingNo} en votre nom\u00a0: il n’est plus à vous, et cette plage horaire est de nouveau libre.

MapleShine`,
};

export const jobNotices: Translation<typeof english.jobNotices> = {
  openAgainTitle: 'Un travail est de nouveau offert',
  openAgainMessage: '{service} à {city} le {when} (réservation {bookingNo}) est de nouveau offert.',
  acceptIfItSuits: 'Acceptez-le dans vos travaux s’il vous convient.',
  aCleaning: 'Un ménage',
  yourCity: 'votre ville',
  when: '{date} à {time}',
  whenUnknown: 'jour réservé',
  cancelledTitle: 'Travail annulé',
  cancelledMessage:
    '{by, select, customer {Le client} other {MapleShine, au nom du client,}} a annulé le travail {bookingNo} ({what}). Cette plage horaire est de nouveau libre.',
  cancelledWhat: '{service} le {day} à {time}',
  cleaning: 'ménage',
  accessNotesTitle: 'Consignes d’accès modifiées',
  accessNotesMessage:
    'Le client a modifié les consignes d’accès du travail {bookingNo}. Elles s’affichent sur le travail avec les coordonnées.',
  reviewTitle: 'Nouvel avis\u00a0: {rating, plural, one {# étoile} other {# étoiles}}',
  reviewMessage:
    '{author} a donné {rating, plural, one {# étoile} other {# étoiles}} sur 5 au travail {bookingNo}.',
  newTimeTitle: 'Un travail a un nouvel horaire',
  newTimeMessage:
    '{service} à {city} (réservation {bookingNo}) a lieu maintenant le {time} et a encore besoin d’un préposé au ménage. Acceptez-le dans vos travaux s’il vous convient.',
  handedBackTitle: 'Travail rendu',
  handedBackMessage:
    'MapleShine a rendu le travail {bookingNo} en votre nom. Cette plage horaire est de nouveau libre.',
};
