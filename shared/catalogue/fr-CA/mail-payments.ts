import type * as english from '../en-CA/mail-payments.ts';
import type { Translation } from '../translation.ts';

/** Ce qu’un paiement annonce : confirmation, nouveaux travaux, vérification de la carte (décision 105). */

export const paymentParts: Translation<typeof english.paymentParts> = {
  greeting: 'Bonjour {name},',
  signature: 'MapleShine',
  hours: '{hours, plural, one {# heure} other {# heures}}',
  startOn: '{day} à {time}',
  earn: 'Vous gagnez {amount}.',
};

export const bookingSummary: Translation<typeof english.bookingSummary> = {
  bookingNumber: 'Numéro de réservation : {bookingNo}',
  service: 'Service demandé : {service}',
  date: 'Date du ménage : {day}',
  time: 'Heure : {window} ({hours})',
  address: 'Adresse : {address}',
  city: 'Ville : {city}',
  extras: 'Options : {extras}',
  noExtras: 'aucune',
  cleaning: 'Ménage : {amount}',
  discount: 'Rabais du coupon : -{amount}',
  tax: '{tax} : {amount}',
  taxName: 'Taxe',
  total: 'Montant total : {amount} CAD',
};

export const confirmation: Translation<typeof english.confirmation> = {
  subject: 'Votre réservation MapleShine {bookingNo} est confirmée',
  body: `Bonjour {name},

Merci d’avoir réservé avec MapleShine. Votre ménage est confirmé ; nous vous écrirons lorsqu’un préposé au ménage l’acceptera.

{summary}

{card}

Le fichier de calendrier joint ({calendarFile}) ajoute le ménage à votre agenda.{account}

{seeYourBooking}

MapleShine`,
  cardSaved:
    'Votre carte est enregistrée. Nous y ferons une retenue de {amount} 24 heures avant le ménage et ne la débiterons qu’une fois le ménage terminé.',
  cardHeld:
    'Nous avons fait une retenue de {amount} sur votre carte. Elle n’est débitée qu’une fois le ménage terminé, et la retenue est libérée si la réservation est annulée.',
  setPassword: `Choisissez un mot de passe pour voir vos réservations :

{link}

Le lien ne fonctionne qu’une fois et expire dans 7 jours.`,
};

export const newJob: Translation<typeof english.newJob> = {
  subject: 'Nouveau travail à {city} : {service} le {day}',
  body: `Bonjour {name},

Un nouveau travail à {city} correspond à vos heures de travail :

Numéro de réservation : {bookingNo}
Service demandé : {service}
Date du ménage : {day}
Heure : {window} ({hours})

{pay}Le premier préposé au ménage qui l’accepte l’obtient : ouvrez Travaux dans votre tableau de bord MapleShine pour l’accepter.

MapleShine`,
};

export const newJobs: Translation<typeof english.newJobs> = {
  subject: '{count} nouveaux travaux à {city} correspondent à vos heures de travail',
  body: `Bonjour {name},

{count} nouveaux travaux à {city} correspondent à vos heures de travail :

{lines}

Le premier préposé au ménage qui accepte un travail l’obtient : ouvrez Travaux dans votre tableau de bord MapleShine pour les accepter.

MapleShine`,
  line: '- {bookingNo} : {service} le {day}, {window} ({hours}).',
  lineWithPay: '- {bookingNo} : {service} le {day}, {window} ({hours}). Vous gagnez {amount}.',
};

export const cardNeedsConfirmation: Translation<typeof english.cardNeedsConfirmation> = {
  subject: 'Veuillez confirmer votre carte pour la réservation MapleShine {bookingNo}',
  body: `Bonjour {name},

Nous avons voulu faire la retenue de {amount} sur votre carte enregistrée pour votre {service} du {day} à {time} (réservation {bookingNo}), et votre banque vous demande d’abord de confirmer la carte.

Confirmez-la ici (cela prend une minute, avec la vérification habituelle de votre banque) :

{link}

Veuillez le faire avant le {deadline}. D’ici là, rien n’est retenu sur votre carte ; si la carte n’est pas confirmée à temps, la réservation est annulée et rien n’est facturé.

MapleShine`,
};

export const paymentNotices: Translation<typeof english.paymentNotices> = {
  newJobTitle: 'Nouveau travail à {city}',
  newJobMessage: '{service} le {day} à {time} ({hours}).',
  newJobOpen: 'Ouvrez Travaux pour l’accepter.',
  bookingConfirmedTitle: 'Réservation confirmée',
  bookingConfirmedMessage:
    'Votre {service} du {day} à {time} est réservé ({bookingNo}). {card} Nous vous écrirons lorsqu’un préposé au ménage l’acceptera.',
  bookingConfirmedCardSaved:
    'Nous ferons la retenue sur votre carte 24 heures avant le ménage.',
  bookingConfirmedCardHeld:
    'Le montant est retenu sur votre carte et débité une fois le ménage terminé.',
  cardNeedsConfirmationTitle: 'Veuillez confirmer votre carte',
  cardNeedsConfirmationMessage:
    'Votre banque vous demande de confirmer votre carte avant que nous retenions {amount} pour {bookingNo} ({service} le {day}). Ouvrez le lien de notre courriel pour la confirmer avant le début du ménage, sinon la réservation est annulée.',
  cardConfirmedTitle: 'Carte confirmée',
  cardConfirmedMessage:
    'Merci : votre banque a confirmé votre carte, et {amount} est maintenant retenu pour {bookingNo}. Le montant n’est débité qu’une fois le ménage terminé.',
  cardNotHeldTitle: 'Travail annulé',
  cardNotHeldMessage:
    'Le travail {bookingNo} ({service} le {day} à {time}) est annulé : la carte du client n’a pas pu être retenue. Cette plage horaire est de nouveau libre.',
};
