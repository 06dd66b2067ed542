import type * as english from '../en-CA/api-tip-checks.ts';
import type { Translation } from '../translation.ts';

export const tipCheckRefusals: Translation<typeof english.tipCheckRefusals> = {
  noCheckWaiting:
    'Aucune vérification bancaire n’attend un pourboire de {amount} pour cette réservation. Veuillez choisir votre pourboire de nouveau.',
};

export const tipCheckAnswers: Translation<typeof english.tipCheckAnswers> = {
  bankCheck:
    'Votre banque veut confirmer ce pourboire de {amount}. Rien n’est porté à votre carte avant sa confirmation.',
};
