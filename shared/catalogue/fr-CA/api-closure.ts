import type { Translation } from '../translation.ts';
import type * as english from '../en-CA/api-closure.ts';

export const closureRefusals: Translation<typeof english.closureRefusals> = {
  codeRequired: 'Veuillez entrer le code à 6 chiffres de votre application d’authentification.',
  costChanged:
    'Fermer votre compte coûte maintenant {fee} en frais d’annulation (c’était {shown} quand vous avez regardé). Rien n’a été fermé : veuillez regarder de nouveau et confirmer.',
  cleaningUnderway:
    'La réservation {bookingNo} a commencé ou va commencer : elle ne peut plus être annulée ni remise. Veuillez fermer le compte une fois qu’elle sera terminée.',
  noteRequired: 'Veuillez noter la demande reçue (par exemple sa date).',
  notFound: 'Ce compte n’existe pas.',
  alreadyClosed: 'Ce compte est déjà fermé.',
  operatorAccount:
    'Le compte d’un opérateur est fermé par l’opérateur lui-même, depuis son profil.',
};

export const closureAnswers: Translation<typeof english.closureAnswers> = {
  preview: 'Ce que coûte la fermeture du compte.',
  closed: 'Votre compte est fermé. Au revoir, et merci d’avoir utilisé MapleShine.',
  closedByOperator: 'Le compte est fermé.',
};

export const formerNames: Translation<typeof english.formerNames> = {
  customer: 'Ancien(ne) client(e)',
  cleaner: 'Ancien(ne) préposé(e)',
  operator: 'Ancien(ne) opérateur(-trice)',
};

export const keptAfterClosure: Translation<typeof english.keptAfterClosure> = {
  receipts: {
    what: 'Les reçus et notes de crédit de vos réservations payées, avec leurs détails fiscaux et l’adresse du service qui y est imprimée',
    why: 'Les lois fiscales (Loi de l’impôt sur le revenu et Loi sur la taxe d’accise) nous obligent à les conserver six ans après l’année de leur émission.',
  },
  bookingMoney: {
    what: 'Les montants de vos réservations : prix, rabais, taxes, frais et remboursements, avec le numéro et la date de la réservation',
    why: 'Ce sont les registres comptables derrière les reçus, conservés les mêmes six ans.',
  },
  regularPlans: {
    what: 'Vos ménages réguliers, terminés : leur fréquence, leur statut, leurs dates et leurs changements',
    why: 'Leurs visites sont des réservations dont nous gardons les montants; le forfait explique le rabais et l’annulation de chaque visite, pendant les mêmes six ans.',
  },
  ledger: {
    what: 'Notre grand livre comptable et les registres des versements aux préposé(e)s',
    why: 'Chaque dollar reçu et versé doit pouvoir être retracé pendant six ans (règles fiscales et antifraude).',
  },
  taxDetails: {
    what: 'Les renseignements fiscaux scellés d’un(e) préposé(e) (NAS ou numéro d’entreprise)',
    why: 'Nous devons déclarer à l’Agence du revenu du Canada ce que nous avons versé aux préposé(e)s (déclaration des plateformes); conservés six ans, scellés.',
  },
  pendingPayouts: {
    what: 'Le compte de versement d’un(e) préposé(e), tant que des gains restent dus',
    why: 'Pour que ce que vous avez gagné vous soit quand même versé; supprimé une fois tout payé.',
  },
  auditLog: {
    what: 'Le journal d’audit de la console (ce que les opérateurs ont fait), y compris cette fermeture si un opérateur l’a faite',
    why: 'Il montre qui a changé quoi, pour prouver que vos données ont été traitées comme la loi l’exige.',
  },
  securityIncidents: {
    what: 'Le registre d’un incident de sécurité touchant vos données, s’il y en a déjà eu un',
    why: 'La Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) nous oblige à le conserver pendant au moins 24 mois.',
  },
};

export const keptAfterClosureForOperators: Translation<
  typeof english.keptAfterClosureForOperators
> = {
  ...keptAfterClosure,
  receipts: {
    what: 'Les reçus et notes de crédit des réservations payées du compte, avec leurs détails fiscaux et l’adresse du service qui y est imprimée',
    why: 'Les lois fiscales (Loi de l’impôt sur le revenu et Loi sur la taxe d’accise) nous obligent à les conserver six ans après l’année de leur émission.',
  },
  bookingMoney: {
    what: 'Les montants des réservations du compte : prix, rabais, taxes, frais et remboursements, avec le numéro et la date de la réservation',
    why: 'Ce sont les registres comptables derrière les reçus, conservés les mêmes six ans.',
  },
  regularPlans: {
    what: 'Les ménages réguliers du compte, terminés : leur fréquence, leur statut, leurs dates et leurs changements',
    why: 'Leurs visites sont des réservations dont nous gardons les montants; le forfait explique le rabais et l’annulation de chaque visite, pendant les mêmes six ans.',
  },
  pendingPayouts: {
    what: 'Le compte de versement d’un(e) préposé(e), tant que des gains restent dus',
    why: 'Pour que ce que la personne a gagné lui soit quand même versé; supprimé une fois tout payé.',
  },
  auditLog: {
    what: 'Le journal d’audit de la console (ce que les opérateurs ont fait), y compris cette fermeture si un opérateur l’a faite',
    why: 'Il montre qui a changé quoi, pour prouver que les données de la personne ont été traitées comme la loi l’exige.',
  },
  securityIncidents: {
    what: 'Le registre d’un incident de sécurité touchant les données de la personne, s’il y en a déjà eu un',
    why: 'La Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) nous oblige à le conserver pendant au moins 24 mois.',
  },
};

export const accountClosedMail: Translation<typeof english.accountClosedMail> = {
  subject: 'Votre compte MapleShine est fermé',
  body: `Bonjour,

Votre compte MapleShine ({email}) a été fermé le {day}{byOperator, select, yes { par notre équipe, à votre demande écrite} other {}}.

{bookings, plural, =0 {} one {Une réservation à venir a été annulée.} other {# réservations à venir ont été annulées.}}{fee, select, none {} other { Frais d’annulation facturés : {fee}.}}
{jobs, plural, =0 {} one {Un travail accepté a été remis.} other {# travaux acceptés ont été remis.}}

Votre nom, votre numéro de téléphone, vos adresses, vos photos, vos notifications, vos sessions et vos préférences de courriel ont été supprimés ou anonymisés. Nous conservons, comme la loi l’exige, les reçus de vos réservations payées et leurs détails fiscaux pendant six ans, ainsi que les renseignements fiscaux et les registres de paie d’un(e) préposé(e).

Cette adresse peut servir à ouvrir un nouveau compte en tout temps.

MapleShine`,
};

export const closureJobsMail: Translation<typeof english.closureJobsMail> = {
  subject:
    '{count, plural, one {# travail} other {# travaux}} de nouveau offerts : un(e) préposé(e) a fermé son compte',
  body: `Bonjour {name},

Un(e) préposé(e) de {cityName} a fermé son compte; ses travaux acceptés sont de nouveau offerts :

{jobs}

Chacun est de retour au tableau des travaux pour les préposé(e)s de la ville. Veillez à ce que quelqu’un les prenne à temps : {boardUrl}

MapleShine`,
};
