import type * as english from '../en-CA/payouts.ts';
import type { Translation } from '../translation.ts';

export const payoutBannerTexts: Translation<typeof english.payoutBannerTexts> = {
  heading: 'Configurez vos versements pour être payé(e)',
  text: 'Vos gains vous attendent jusque-là. Vous pouvez tout de même accepter des travaux.',
  incompleteHeading: 'Terminez la configuration de vos versements',
  incompleteText:
    'Il manque encore quelques renseignements à votre compte de versement avant que nous puissions vous payer. Vos gains vous attendent jusque-là.',
  waiting: '{amount} vous attend.',
  setUp: 'Configurer mes versements',
  finish: 'Terminer la configuration',
  doneHeading: 'Versements',
  done: 'Vos versements vont au compte se terminant par {last4}.',
  doneNoDigits: 'Vos versements sont configurés.',
  update: 'Modifier le compte de versement',
  failed: 'Impossible d’ouvrir la configuration des versements. Veuillez réessayer.',
};

export const testOnboardingTexts: Translation<typeof english.testOnboardingTexts> = {
  title: 'Configurer mes versements',
  badge: 'Mode test',
  intro:
    'En mode test, aucune banque n’est consultée\u00a0: cette page remplace celle de Stripe. Entrez un compte bancaire canadien comme sur un chèque annulé.',
  institution: 'Numéro d’institution',
  institutionHint: '3 chiffres, p. ex. 004',
  transit: 'Numéro de transit',
  transitHint: '5 chiffres, p. ex. 12345',
  account: 'Numéro de compte',
  accountHint: 'De 7 à 12 chiffres',
  privacy:
    'MapleShine ne conserve jamais vos numéros bancaires\u00a0: seulement les quatre derniers chiffres du compte, pour que vous sachiez quel compte nous payons.',
  submit: 'Enregistrer et continuer',
  cancel: 'Retour au tableau de bord',
  notSetUp: 'Veuillez d’abord configurer vos versements à partir de votre tableau de bord.',
};

export const bankChecks: Translation<typeof english.bankChecks> = {
  institution: 'Le numéro d’institution doit avoir 3 chiffres.',
  transit: 'Le numéro de transit doit avoir 5 chiffres.',
  account: 'Le numéro de compte doit avoir de 7 à 12 chiffres.',
};

export const payoutReturnTexts: Translation<typeof english.payoutReturnTexts> = {
  title: 'Versements',
  checking: 'Vérification de votre compte de versement…',
  done: 'Vos versements sont configurés.',
  incomplete:
    'Il manque encore quelques renseignements à votre compte de versement. Vous pourrez terminer plus tard à partir de votre tableau de bord.',
  failed:
    'Impossible de vérifier votre compte de versement. Veuillez réessayer à partir de votre tableau de bord.',
  toDashboard: 'Retour au tableau de bord',
  restarting: 'Réouverture de la configuration des versements…',
};
