import type * as english from '../en-CA/admin-tax-reporting.ts';
import type { Translation } from '../translation.ts';

export const adminTaxDetailsTexts: Translation<typeof english.adminTaxDetailsTexts> = {
  heading: 'Renseignements fiscaux pour la déclaration',
  audited: 'L’ouverture de cette page est inscrite au journal d’audit.',
  none: 'Pas encore fournis.',
  legalName: 'Nom légal',
  place: 'Ville, province',
  birthYear: 'Année de naissance',
  number: 'NAS ou numéro d’entreprise',
  sin: 'NAS {number}',
  bn: 'NE {number}',
  gstHst: 'Inscrit ou inscrite à la TPS/TVH',
  yes: 'Oui',
  no: 'Non',
  savedOn: 'Fournis le',
};

export const adminTaxReportTexts: Translation<typeof english.adminTaxReportTexts> = {
  heading: 'Déclaration fiscale annuelle',
  intro:
    'La déclaration que les règles de l’ARC exigent des exploitants de plateformes, au format XML DPI de l’OCDE\u00a0: chaque préposé(e) au ménage payé(e) pendant l’année civile, avec sa rémunération, ses pourboires et ses frais d’annulation par trimestre et son nombre de ménages. Son téléchargement est inscrit au journal d’audit.',
  year: 'Année civile',
  download: 'Télécharger la déclaration',
  downloaded: 'La déclaration de {year} est téléchargée.',
  failed: 'Impossible de produire la déclaration.',
};
