import type * as english from '../en-CA/tax-details.ts';
import type { Translation } from '../translation.ts';

export const taxDetailsCardTexts: Translation<typeof english.taxDetailsCardTexts> = {
  heading: 'Renseignements fiscaux pour la déclaration',
  why: 'Les règles de déclaration de l’ARC pour les plateformes numériques nous obligent à recueillir ces renseignements une fois et à déclarer chaque année ce que vous gagnez par MapleShine.',
  legalName: 'Nom légal',
  legalNameHint: 'Tel qu’il figure sur votre carte de NAS ou votre immatriculation d’entreprise',
  street: 'Adresse',
  city: 'Ville',
  province: 'Province ou territoire',
  postalCode: 'Code postal',
  birthDate: 'Date de naissance',
  numberKind: 'Je déclare avec mon',
  sinChoice: 'Numéro d’assurance sociale (NAS)',
  bnChoice: 'Numéro d’entreprise (NE)',
  sin: 'Numéro d’assurance sociale (NAS)',
  bn: 'Numéro d’entreprise (NE)',
  gstHst: 'Numéro de TPS/TVH (si vous êtes inscrit ou inscrite)',
  gstHstHint: 'Comme 123456789 RT0001; laissez vide si vous n’êtes pas inscrit ou inscrite',
  save: 'Enregistrer les renseignements fiscaux',
  cancel: 'Annuler',
  saved: 'Vos renseignements fiscaux sont enregistrés.',
  saveFailed: 'Impossible d’enregistrer vos renseignements fiscaux.',
  onFile:
    'Au dossier depuis le {day}. Affichés masqués\u00a0: seule la déclaration à l’ARC contient les numéros complets.',
  born: 'Né ou née en {year}',
  numberLine: '{kind}\u00a0: {number}',
  gstHstLine: 'Numéro de TPS/TVH\u00a0: {number}',
  notRegistered: 'Non inscrit ou inscrite à la TPS/TVH',
  change: 'Modifier les renseignements fiscaux',
  changeHint: 'Pour modifier quoi que ce soit, inscrivez de nouveau tous vos renseignements.',
};

export const provinceNames: Translation<typeof english.provinceNames> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
