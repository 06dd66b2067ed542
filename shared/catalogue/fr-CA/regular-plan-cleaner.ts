import type * as english from '../en-CA/regular-plan-cleaner.ts';
import type { Translation } from '../translation.ts';

export const planCleanerRefusals: Translation<typeof english.planCleanerRefusals> = {
  planNotFound: 'Ménage régulier introuvable.',
  notAPlanVisit: 'Ce contrat est un ménage ponctuel. Utilisez Accepter pour le prendre.',
  hasCleaner:
    'Ce ménage régulier a déjà un entrepreneur. Vous pouvez tout de même accepter cette visite seule.',
  hoursDoNotCover:
    'Vos heures de travail ne couvrent pas les {weekday, select, 0 {dimanches} 1 {lundis} 2 {mardis} 3 {mercredis} 4 {jeudis} 5 {vendredis} other {samedis}} de {from} à {until}. Modifiez vos heures pour accepter toutes les visites.',
};

export const planCleanerAnswers: Translation<typeof english.planCleanerAnswers> = {
  planAccepted: 'Vous avez accepté toutes les visites de ce ménage régulier.',
  planLeft: 'Vous ne faites plus ce ménage régulier.',
  plansListed: 'Vos clients réguliers.',
};

export const customerReasons: Translation<typeof english.customerReasons> = {
  notAvailable: 'n’est pas disponible ce jour-là',
  notTaking: 'ne prend pas de ménages pour le moment',
};

export const cleanerReasons: Translation<typeof english.cleanerReasons> = {
  dayOff: 'elle tombe un de vos jours de congé',
  paused: 'votre compte est suspendu',
  overCap: 'vous avez déjà autant de contrats ce jour-là que votre limite quotidienne',
  outsideHours: 'elle est en dehors de vos heures de travail',
  busy: 'vous ne pouvez pas la prendre à ce moment-là (un autre contrat à cette heure, ou votre vérification des antécédents)',
};

export const cannotComeNotice: Translation<typeof english.cannotComeNotice> = {
  title: 'Votre entrepreneur habituel ne peut pas venir le {date}',
  message:
    '{name} {reason}. Votre ménage régulier {bookingNo} du {date} est offert à nos autres entrepreneurs, et nous vous aviserons dès que l’un d’eux l’acceptera.',
};

export const cannotComeMail: Translation<typeof english.cannotComeMail> = {
  subject: 'Votre ménage du {date} a besoin d’un autre entrepreneur',
  body: `Bonjour {customer},

{name}, votre entrepreneur habituel, {reason}. Votre ménage régulier {bookingNo} du {date} à {time} est maintenu\u00a0: il est offert à nos autres entrepreneurs de {city}, et nous vous aviserons dès que l’un d’eux l’acceptera.

Vos autres visites ne changent pas. Rien n’est facturé avant qu’un ménage soit fait.

L’équipe MapleShine`,
};

export const visitToBoardNotice: Translation<typeof english.visitToBoardNotice> = {
  title: 'Une visite de votre client régulier est offerte à tous',
  message:
    'Nous n’avons pas pu vous confier le ménage {bookingNo} de {customer} du {date}\u00a0: {reason}. Il est offert aux autres entrepreneurs; vous pouvez encore l’accepter dans vos contrats s’il vous convient.',
};

export const cleanerLeftNotice: Translation<typeof english.cleanerLeftNotice> = {
  title: 'Votre entrepreneur régulier a cessé',
  message:
    '{name} ne fait plus votre ménage régulier. {count, plural, =0 {Votre forfait continue, et ses prochaines visites sont offertes à nos autres entrepreneurs.} one {Votre visite du {dates} est offerte à nos autres entrepreneurs, et nous vous aviserons dès que l’un d’eux l’acceptera.} other {Vos visites du {dates} sont offertes à nos autres entrepreneurs, et nous vous aviserons dès que chacune sera acceptée.}}',
};

export const cleanerLeftMail: Translation<typeof english.cleanerLeftMail> = {
  subject: '{name} ne fait plus votre ménage régulier',
  body: `Bonjour {customer},

{name} ne fait plus votre ménage régulier. {count, plural, =0 {Votre forfait continue, et ses prochaines visites sont offertes à nos autres entrepreneurs.} one {Votre visite du {dates} est offerte à nos autres entrepreneurs de {city}, et nous vous aviserons dès que l’un d’eux l’acceptera.} other {Vos visites du {dates} sont offertes à nos autres entrepreneurs de {city}, et nous vous aviserons dès que chacune sera acceptée.}}

Les visites des 48 prochaines heures restent avec {name}. Rien n’est facturé avant qu’un ménage soit fait.

L’équipe MapleShine`,
};

export const visitOpenNotice: Translation<typeof english.visitOpenNotice> = {
  title: 'Nouveau contrat\u00a0: {service} à {city}',
  message:
    '{service} à {city} le {when} (réservation {bookingNo}), une visite d’un ménage régulier {everyWeeks, plural, one {chaque semaine} other {toutes les # semaines}}. Acceptez-le s’il vous convient.',
};

export const planCleanerTexts: Translation<typeof english.planCleanerTexts> = {
  REGULAR:
    'Régulier\u00a0: {everyWeeks, plural, one {chaque semaine} other {toutes les # semaines}}',
  YOUR_REGULAR: 'Votre client régulier',
  ACCEPT_EVERY_VISIT: 'Accepter toutes les visites',
  CONFIRM_TITLE: 'Accepter toutes les visites?',
  CONFIRM_LINE:
    'Vous ferez le ménage de ce domicile {everyWeeks, plural, one {chaque semaine} other {toutes les # semaines}} le {weekday, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}, de {from} à {until}.',
  CONFIRM_NOTE:
    'Chaque visite vous est confiée quand vos heures, vos jours de congé et votre limite quotidienne le permettent; sinon, elle est offerte à tous et le client est avisé.',
  CONFIRM: 'Accepter toutes les visites',
  CANCEL: 'Annuler',
  CLOSE: 'Fermer',
  ACCEPTED_TOAST: 'Vous avez accepté toutes les visites de ce ménage régulier.',
  SECTION_TITLE: 'Clients réguliers',
  SECTION_EMPTY:
    'Aucun client régulier pour l’instant. Acceptez toutes les visites d’un ménage régulier pour le voir ici.',
  PLAN_WHEN:
    '{everyWeeks, plural, one {Chaque semaine} other {Toutes les # semaines}} le {weekday, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}, de {from} à {until}',
  NEXT_VISITS: 'Prochaines visites\u00a0: {dates}',
  NO_NEXT_VISITS: 'Aucune de vos visites n’est encore prévue.',
  STOP: 'Cesser ce ménage régulier',
  STOP_NAMED: 'Cesser ce ménage régulier : {name}, {city}',
  STOP_TITLE: 'Cesser ce ménage régulier?',
  STOP_LINE:
    'Vos visites dans plus de 48 heures sont offertes à tous et {name} est avisé. Les visites des 48 prochaines heures restent les vôtres.',
  STOP_CONFIRM: 'Cesser ce ménage régulier',
  STOPPED_TOAST: 'Vous ne faites plus ce ménage régulier.',
  LOAD_ERROR: 'Nous n’avons pas pu charger vos clients réguliers. Veuillez réessayer.',
};
