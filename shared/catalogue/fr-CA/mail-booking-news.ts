import type * as english from '../en-CA/mail-booking-news.ts';
import type { Translation } from '../translation.ts';

/** Ce que le client lit au sujet de sa réservation : courriels et notifications (décision 105). */

export const parts: Translation<typeof english.parts> = {
  greeting: 'Bonjour {name},',
  seeYourBooking: 'Voir votre réservation\u00a0: {link}',
  signature: 'MapleShine',
  what: '{service}',
  whatOnDay: '{service} le {day}',
  whatOnDayWindow: '{service} le {day}, {window}',
  whenShort: 'le {date} à {time}',
  whenUnknown: 'le jour réservé',
  yourCleaner: 'Votre préposé(e) au ménage',
  cleaning: 'ménage',
};

export const accepted: Translation<typeof english.accepted> = {
  subject: '{cleaner} fera le ménage de votre réservation MapleShine {bookingNo}',
  intro: 'Bonne nouvelle\u00a0: {cleaner} a accepté votre réservation {bookingNo} ({what}).',
  about: 'À propos de {cleaner}\u00a0:',
  ratingNone: 'Évaluation\u00a0: aucun avis pour l’instant',
  rating: 'Évaluation\u00a0: {average} sur 5 ({count, plural, one {# avis} other {# avis}})',
  jobsDone: 'Ménages faits avec MapleShine\u00a0: {count}',
  photo: 'Photo de profil\u00a0: {url}',
  nothingCharged:
    'Rien n’est encore facturé\u00a0: votre carte n’est débitée qu’une fois le ménage terminé.',
  noticeTitle: 'Votre préposé(e) au ménage est confirmé(e)',
  noticeMessage: '{cleaner} fera le ménage au {street} {when} (réservation {bookingNo}).',
};

export const started: Translation<typeof english.started> = {
  subject: 'Votre ménage MapleShine {bookingNo} a commencé',
  intro: '{cleaner} a commencé votre ménage {bookingNo} ({what}). Début\u00a0: {startedAt}.',
  startedAtUnknown: 'à l’heure prévue',
  next: 'Nous vous écrirons lorsqu’il sera terminé.',
  noticeTitle: 'Votre ménage a commencé',
  noticeMessage: '{cleaner} a commencé votre ménage (réservation {bookingNo}).',
};

export const completed: Translation<typeof english.completed> = {
  subject: 'Votre ménage MapleShine {bookingNo} est terminé',
  intro: '{cleaner} a terminé votre ménage {bookingNo} ({what}). Merci d’avoir choisi MapleShine.',
  charged: 'Votre carte a été débitée de {amount}, le montant retenu.',
  chargedHeld: 'Votre carte a été débitée du montant retenu.',
  review:
    'Comment cela s’est-il passé\u00a0? Vous pouvez laisser un avis sur le ménage depuis votre réservation.',
  noticeTitle: 'Votre ménage est terminé',
  noticeMessage:
    '{cleaner} a terminé votre ménage (réservation {bookingNo}). Comment cela s’est-il passé\u00a0? Laissez un avis depuis vos réservations.',
};

export const completedUnpaid: Translation<typeof english.completedUnpaid> = {
  subject: 'Au sujet du paiement de votre ménage MapleShine {bookingNo}',
  intro: 'Votre ménage {bookingNo} ({what}) est terminé. Merci d’avoir choisi MapleShine.',
  problem:
    'Nous n’avons pas pu prendre le paiement\u00a0: {problem, select, expired {la retenue sur votre carte n’était plus en place, donc rien n’a été débité} other {votre carte n’a pas pu être débitée}}. Nous communiquerons avec vous sous peu pour régler la question\u00a0; d’ici là, vous n’avez rien à faire.',
  noticeTitle: 'Au sujet de votre paiement',
  noticeMessage:
    'Nous n’avons pas pu prendre le paiement de la réservation {bookingNo}. Nous communiquerons avec vous à ce sujet.',
};

export const cancelled: Translation<typeof english.cancelled> = {
  subject: 'Votre réservation MapleShine {bookingNo} est annulée',
  intro: 'Votre réservation {bookingNo} ({what}) est annulée. {who}',
  byCustomer: 'Vous l’avez annulée.',
  byOperator: 'MapleShine l’a annulée en votre nom.',
  byBank:
    'Nous devions faire une retenue sur votre carte enregistrée 24 heures avant le ménage, mais la retenue a été refusée.',
  byBankSaying:
    'Nous devions faire une retenue sur votre carte enregistrée 24 heures avant le ménage, mais la retenue a été refusée\u00a0: {reason}',
  cardNeverConfirmed:
    'votre banque vous a demandé de confirmer la carte, et elle n’a pas été confirmée avant le ménage.',
  byNobodyAccepted:
    'Aucun préposé au ménage ne l’a acceptée avant l’heure du début, nous l’avons donc annulée. Nous sommes désolés de ne pas avoir pu vous trouver quelqu’un cette fois-ci.',
  heldAmount:
    'La retenue de {amount} sur votre carte a été libérée\u00a0; cette réservation ne vous sera pas facturée.',
  held: 'La retenue sur votre carte a été libérée\u00a0; cette réservation ne vous sera pas facturée.',
  cardSaved: 'Votre carte enregistrée ne sera pas débitée pour cette réservation.',
  nothing: 'Rien n’a été facturé pour cette réservation.',
  bank: 'La réservation est annulée et rien n’a été facturé. N’hésitez pas à réserver de nouveau avec une autre carte.',
  noticeTitle: 'Réservation annulée',
  noticeBank:
    'Nous n’avons pas pu faire la retenue sur votre carte pour {bookingNo} ({what})\u00a0: la réservation est donc annulée. Rien n’a été facturé. Veuillez réserver de nouveau avec une autre carte.',
  noticeMessage: 'Votre réservation {bookingNo} est annulée.',
  noticeNobodyAccepted: 'Aucun préposé au ménage ne l’a acceptée avant l’heure du début.',
  noticeHeldAmount: 'La retenue de {amount} sur votre carte a été libérée.',
  noticeHeld: 'La retenue sur votre carte a été libérée.',
  noticeCardSaved: 'Votre carte ne sera pas débitée.',
};

export const handedBack: Translation<typeof english.handedBack> = {
  subject: 'Votre réservation MapleShine {bookingNo} a besoin d’un autre préposé au ménage',
  intro:
    '{cleaner} ne peut plus faire le ménage de votre réservation {bookingNo} ({what}). Votre réservation est maintenue\u00a0: elle est de nouveau offerte aux autres préposés au ménage de {city}, et nous vous écrirons dès que quelqu’un l’acceptera.',
  nothingCharged:
    'Rien n’a été facturé\u00a0: votre carte n’est débitée qu’une fois le ménage terminé.',
  noticeTitle: 'Votre préposé(e) au ménage a dû se désister',
  noticeMessage:
    '{cleaner} ne peut plus faire le ménage {when} (réservation {bookingNo}). Nous cherchons quelqu’un d’autre et vous écrirons dès que la réservation sera acceptée.',
};

export const moved: Translation<typeof english.moved> = {
  subject: 'Votre réservation MapleShine {bookingNo} est déplacée',
  intro:
    'Votre réservation {bookingNo} est déplacée. Elle est maintenant\u00a0: {what} (heure de {city}).',
  same: 'Le prix et votre carte restent les mêmes. Nous vous écrirons dès qu’un préposé au ménage l’acceptera.',
  noticeTitle: 'Réservation déplacée',
  noticeMessage: 'Votre réservation {bookingNo} est déplacée au {when}.',
  when: '{date} à {time}',
  whenUnknown: 'jour réservé',
};

export const reminder: Translation<typeof english.reminder> = {
  subject: 'Rappel\u00a0: votre ménage MapleShine du {day}',
  intro: 'Votre ménage approche\u00a0:',
  bookingNumber: 'Numéro de réservation\u00a0: {bookingNo}',
  service: 'Service demandé\u00a0: {service}',
  date: 'Date du ménage\u00a0: {day}',
  time: 'Heure\u00a0: {window} ({hours, plural, one {# heure} other {# heures}}), heure de {city}',
  timeWithoutHours: 'Heure\u00a0: {window}, heure de {city}',
  address: 'Adresse\u00a0: {address}',
  cleaner: 'Préposé(e) au ménage\u00a0: {cleaner}',
  cleanerNotConfirmed: 'pas encore confirmé\u00a0; nous vous écrirons dès que quelqu’un acceptera',
  prepare: 'Pour profiter au mieux du temps réservé\u00a0:',
  clear:
    '- Dégagez les comptoirs, les tables et les planchers des objets qui traînent, pour que chaque surface soit accessible.',
  valuables:
    '- Rangez les objets de valeur et tout ce qui est fragile et que vous préférez ne pas voir déplacé.',
  pets: '- Gardez vos animaux dans une pièce fermée ou une cage pendant la visite, ou prévenez-nous si ce n’est pas possible.',
  access:
    '- Assurez-vous que {who} puisse entrer à {from}\u00a0: soyez à la maison, ou prévoyez l’accès, l’interphone et le stationnement.',
  yourCleaner: 'votre préposé(e) au ménage',
  theStart: 'l’heure du début',
  supplies:
    '- La personne apporte les produits et l’équipement de nettoyage\u00a0; vous n’avez rien à fournir.',
  cancel:
    'Besoin d’annuler\u00a0? Ouvrez votre réservation avec le lien ci-dessous et appuyez sur Annuler avant le début du ménage\u00a0; rien n’est facturé pour une réservation annulée.',
  noticeTitle: 'Votre ménage approche',
  noticeMessage: '{service} {when} ({window}) au {address} (réservation {bookingNo}).',
  noticeMessageWithoutWindow: '{service} {when} au {address} (réservation {bookingNo}).',
};

export const refunded: Translation<typeof english.refunded> = {
  subject: 'Un remboursement pour votre réservation MapleShine {bookingNo}',
  intro:
    'Nous avons remboursé {amount} du paiement de votre réservation {bookingNo}{full, select, yes {, soit la totalité du montant débité} other {}}. Le montant est remis sur la carte utilisée pour payer et apparaît habituellement d’ici 5 à 10 jours ouvrables.',
  noticeTitle: 'Remboursement effectué',
  noticeMessage:
    'Nous avons remboursé {amount} pour la réservation {bookingNo}. Le montant est remis sur la carte utilisée pour payer.',
};
