import type * as english from '../en-CA/api-cancellation-policy.ts';
import type { Translation } from '../translation.ts';

/* Les mots du serveur pour l’éditeur de la politique d’annulation (enjeu 42, décision 127). */

export const cancellationPolicyRefusals: Translation<typeof english.cancellationPolicyRefusals> = {
  tierBackwards:
    'Le palier {tier} doit commencer plus loin du ménage qu’il ne se termine, par exemple de 24 à 2\u00a0heures avant le début.',
  tierOutOfOrder:
    'Le palier {tier} doit commencer là où le palier {previous} se termine ({hours}\u00a0heures avant le début), pour que les paliers se suivent sans trou ni chevauchement.',
  lastTierEnd:
    'Le dernier palier doit se terminer au début du ménage (0\u00a0heure avant), puisqu’on ne peut plus annuler une fois le ménage commencé.',
  hoursNeeded:
    'Le palier {tier} facture des heures de la paie du préposé\u00a0: veuillez indiquer combien, de 0,25 à 8.',
  quarterHours:
    'Palier {tier}\u00a0: veuillez indiquer les heures de la paie du préposé par quarts d’heure (0,25, 0,5, 0,75, 1 et ainsi de suite).',
  percentNeeded:
    'Le palier {tier} facture une part du prix avant taxes\u00a0: veuillez indiquer le pourcentage, de 1 à 100.',
  feeFieldsOfOtherKind:
    'Palier {tier}\u00a0: indiquez des heures seulement pour des frais en paie du préposé, un pourcentage seulement pour une part du prix, et ni l’un ni l’autre pour un palier sans frais.',
  unchanged:
    'C’est déjà la politique en vigueur (version {version})\u00a0; rien n’a donc été publié.',
  publishedMeanwhile:
    'Un autre opérateur a publié la version {version} pendant que vous la modifiiez. Rien n’a été publié\u00a0: veuillez consulter la version en vigueur et publier de nouveau.',
};

export const cancellationPolicyAnswers: Translation<typeof english.cancellationPolicyAnswers> = {
  published:
    'La version {version} est publiée. Elle s’applique aux réservations confirmées à partir de maintenant\u00a0; les réservations déjà confirmées gardent leur propre version.',
};
