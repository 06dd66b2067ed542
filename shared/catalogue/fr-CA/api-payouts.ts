import type * as english from '../en-CA/api-payouts.ts';
import type { Translation } from '../translation.ts';

export const payoutRefusals: Translation<typeof english.payoutRefusals> = {
  noTestOnboarding:
    'Il n’y a pas d’inscription de test ici\u00a0: les versements se configurent chez Stripe.',
  notSetUp: 'Veuillez d’abord configurer vos versements à partir de votre tableau de bord.',
  unavailable:
    'Impossible de joindre notre fournisseur de paiement. Veuillez réessayer dans un instant.',
  cleanerNotFound: 'Ce ou cette préposé(e) au ménage n’existe pas.',
  itemNotFound: 'Ce versement n’existe pas.',
  notFailed: 'Seul un versement échoué peut être relancé.',
};

export const payoutAnswers: Translation<typeof english.payoutAnswers> = {
  account: 'Votre compte de versement.',
  cleanerAccount: 'Le compte de versement du ou de la préposé(e).',
  onboarding: 'Poursuivez la configuration de vos versements.',
  refreshed: 'Votre compte de versement est à jour.',
  onboarded: 'Vos versements sont configurés\u00a0: ils vont au compte se terminant par {last4}.',
  list: 'Versements.',
  retried: 'Le versement sera envoyé de nouveau d’ici quelques minutes.',
};

export const payoutFailedMail: Translation<typeof english.payoutFailedMail> = {
  subject: 'Un versement de {amount} à {cleanerName} a échoué',
  body: `Bonjour {name},

Le versement de {amount} à {cleanerName} pour la réservation {bookingNo} a échoué {attempts, plural, one {après # tentative} other {après # tentatives}} et ne sera plus tenté automatiquement. Il devait être versé au plus tard le {dueBy} (heure de Toronto).

La dernière erreur\u00a0: {lastError}

Veuillez vérifier le compte de versement du ou de la préposé(e) avec cette personne, puis appuyer sur Réessayer pour ce versement dans la console\u00a0: {payoutsUrl}

MapleShine`,
};
