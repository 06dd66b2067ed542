import type * as english from '../en-CA/mail-payments.ts';
import type { Translation } from '../translation.ts';

/** Ce qu’un paiement annonce : confirmation, nouveaux travaux, vérification de la carte (décision 105). */

export const paymentParts: Translation<typeof english.paymentParts> = {
  greeting: 'Bonjour {name},',
  signature: 'MapleShine',
  startOn: '{day} à {time}',
  earn: 'Vous gagnez {amount}.',
};

export const bookingSummary: Translation<typeof english.bookingSummary> = {
  bookingNumber: 'Numéro de réservation\u00a0: {bookingNo}',
  service: 'Service demandé\u00a0: {service}',
  date: 'Date du ménage\u00a0: {day}',
  time: 'Heure\u00a0: {window} ({hours, plural, one {# heure} other {# heures}})',
  address: 'Adresse\u00a0: {address}',
  city: 'Ville\u00a0: {city}',
  extras: 'Options\u00a0: {extras}',
  noExtras: 'aucune',
  cleaning: 'Ménage\u00a0: {amount}',
  discount: 'Rabais du coupon\u00a0: -{amount}',
  planDiscount: 'Rabais de ménage régulier ({percent})\u00a0: -{amount}',
  tax: '{tax}\u00a0: {amount}',
  taxName: 'Taxe',
  total: 'Montant total\u00a0: {amount} CAD',
};

export const confirmation: Translation<typeof english.confirmation> = {
  subject: 'Votre réservation MapleShine {bookingNo} est confirmée',
  body: `Bonjour {name},

Merci d’avoir réservé avec MapleShine. Votre ménage est confirmé\u00a0; nous vous écrirons lorsqu’un préposé au ménage l’acceptera.

{summary}

{card}

Le fichier de calendrier joint ({calendarFile}) ajoute le ménage à votre agenda.{account}

{seeYourBooking}

MapleShine`,
  cardSaved:
    'Votre carte est enregistrée. Nous y ferons une retenue de {amount} 24 heures avant le ménage et ne la débiterons qu’une fois le ménage terminé.',
  cardHeld:
    'Nous avons fait une retenue de {amount} sur votre carte. Elle n’est débitée qu’une fois le ménage terminé, et la retenue est libérée si la réservation est annulée.',
  setPassword: `Choisissez un mot de passe pour voir vos réservations\u00a0:

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours.`,
};

export const newJob: Translation<typeof english.newJob> = {
  subject: 'Nouveau travail à {city}\u00a0: {service} le {day}',
  body: `Bonjour {name},

Un nouveau travail à {city} correspond à vos heures de travail\u00a0:

Numéro de réservation\u00a0: {bookingNo}
Service demandé\u00a0: {service}
Date du ménage\u00a0: {day}
Heure\u00a0: {window} ({hours, plural, one {# heure} other {# heures}})

{pay}Le premier préposé au ménage qui l’accepte l’obtient\u00a0: ouvrez Travaux dans votre tableau de bord MapleShine pour l’accepter.

MapleShine`,
};

export const newJobs: Translation<typeof english.newJobs> = {
  subject: '{count} nouveaux travaux à {city} correspondent à vos heures de travail',
  body: `Bonjour {name},

{count} nouveaux travaux à {city} correspondent à vos heures de travail\u00a0:

{lines}

Le premier préposé au ménage qui accepte un travail l’obtient\u00a0: ouvrez Travaux dans votre tableau de bord MapleShine pour les accepter.

MapleShine`,
  line: '- {bookingNo}\u00a0: {service} le {day}, {window} ({hours, plural, one {# heure} other {# heures}}).',
  lineWithPay:
    '- {bookingNo}\u00a0: {service} le {day}, {window} ({hours, plural, one {# heure} other {# heures}}). Vous gagnez {amount}.',
};

export const cardNeedsConfirmation: Translation<typeof english.cardNeedsConfirmation> = {
  subject: 'Veuillez confirmer votre carte pour la réservation MapleShine {bookingNo}',
  body: `Bonjour {name},

Nous avons voulu faire la retenue de {amount} sur votre carte enregistrée pour votre {service} du {day} à {time} (réservation {bookingNo}), et votre banque vous demande d’abord de confirmer la carte.

Confirmez-la ici (cela prend une minute, avec la vérification habituelle de votre banque)\u00a0:

{link}

Veuillez le faire avant le {deadline}. D’ici là, rien n’est retenu sur votre carte\u00a0; si la carte n’est pas confirmée à temps, la réservation est annulée et rien n’est facturé.

MapleShine`,
};

export const calendarEvent: Translation<typeof english.calendarEvent> = {
  title: 'Ménage MapleShine\u00a0: {service} ({bookingNo})',
  description:
    'Réservation {bookingNo}\u00a0: {service} à {city}. Votre préposé(e) au ménage arrive au début de cette plage horaire.',
};

export const paymentNotices: Translation<typeof english.paymentNotices> = {
  newJobTitle: 'Nouveau travail à {city}',
  newJobMessage: '{service} le {day} à {time} ({hours, plural, one {# heure} other {# heures}}).',
  newJobOpen: 'Ouvrez Travaux pour l’accepter.',
  bookingConfirmedTitle: 'Réservation confirmée',
  bookingConfirmedMessage:
    'Votre {service} du {day} à {time} est réservé ({bookingNo}). {card} Nous vous écrirons lorsqu’un préposé au ménage l’acceptera.',
  bookingConfirmedCardSaved: 'Nous ferons la retenue sur votre carte 24 heures avant le ménage.',
  bookingConfirmedCardHeld:
    'Le montant est retenu sur votre carte et débité une fois le ménage terminé.',
  cardNeedsConfirmationTitle: 'Veuillez confirmer votre carte',
  cardNeedsConfirmationMessage:
    'Votre banque vous demande de confirmer votre carte avant que nous retenions {amount} pour {bookingNo} ({service} le {day}). Ouvrez le lien de notre courriel pour la confirmer avant le début du ménage, sinon la réservation est annulée.',
  cardConfirmedTitle: 'Carte confirmée',
  cardConfirmedMessage:
    'Merci\u00a0: votre banque a confirmé votre carte, et {amount} est maintenant retenu pour {bookingNo}. Le montant n’est débité qu’une fois le ménage terminé.',
  cardNotHeldTitle: 'Travail annulé',
  cardNotHeldMessage:
    'Le travail {bookingNo} ({service} le {day} à {time}) est annulé\u00a0: la carte du client n’a pas pu être retenue. Cette plage horaire est de nouveau libre.',
};
