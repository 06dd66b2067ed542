import type * as english from '../en-CA/api-tax-details.ts';
import type { Translation } from '../translation.ts';

export const taxDetailsRefusals: Translation<typeof english.taxDetailsRefusals> = {
  legalName: 'Veuillez inscrire votre nom légal tel que l’ARC le connaît (de 2 à 200 caractères).',
  street: 'Veuillez inscrire votre adresse (de 3 à 200 caractères).',
  city: 'Veuillez inscrire votre ville (au plus 100 caractères).',
  province: 'Veuillez choisir votre province ou territoire.',
  postalCode: 'Veuillez inscrire un code postal valide, comme T5J 1W4.',
  postalProvince:
    '{postalCode} n’est pas un code postal de la province ou du territoire {province}. Veuillez vérifier les deux.',
  birthDate: 'Veuillez inscrire votre date de naissance, comme 1990-04-25.',
  notAdult: 'Vous devez avoir au moins 18 ans pour offrir des ménages sur MapleShine.',
  numberKind: 'Veuillez indiquer si vous déclarez avec un NAS ou un numéro d’entreprise.',
  sin: 'Ce numéro d’assurance sociale (NAS) n’est pas valide\u00a0: veuillez vérifier ses 9 chiffres.',
  businessNumber:
    'Veuillez inscrire votre numéro d’entreprise à 9 chiffres, avec son compte de programme si vous le souhaitez, comme 123456789 RT0001.',
  gstHst:
    'Veuillez inscrire votre numéro de TPS/TVH comme 123456789 RT0001, ou laisser le champ vide.',
  gstHstBusiness: 'Votre numéro de TPS/TVH doit commencer par votre numéro d’entreprise.',
  keyMissing:
    'Impossible de recevoir ou d’afficher des renseignements fiscaux pour le moment\u00a0: ce serveur n’a pas de clé pour les protéger. Veuillez réessayer plus tard.',
  keyUnknown:
    'Ces renseignements fiscaux ont été chiffrés avec une clé que ce serveur n’a pas. Veuillez vous adresser à la personne qui gère les serveurs.',
  cleanerNotFound: 'Aucun préposé ni aucune préposée au ménage ne porte ce numéro.',
  year: 'Veuillez choisir une année civile de 2024 à {last}.',
};

export const taxDetailsAnswers: Translation<typeof english.taxDetailsAnswers> = {
  own: 'Vos renseignements fiscaux pour la déclaration.',
  saved:
    'Vos renseignements fiscaux sont enregistrés. Nous les affichons masqués à partir de maintenant.',
  operatorView: 'Renseignements fiscaux, masqués (cette consultation figure au journal d’audit).',
  operatorNone: 'Cette personne n’a pas encore fourni ses renseignements fiscaux.',
};
