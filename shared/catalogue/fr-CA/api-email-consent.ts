import type * as english from '../en-CA/api-email-consent.ts';
import type { Translation } from '../translation.ts';

export const consentRefusals: Translation<typeof english.consentRefusals> = {
  unknownLink:
    'Ce lien de désabonnement n’est pas valide; rien n’a été modifié. Veuillez utiliser le lien de votre plus récent courriel, ou modifier vos préférences de courriel dans votre profil.',
};

export const consentAnswers: Translation<typeof english.consentAnswers> = {
  preferences: 'Vos préférences de courriel.',
  saved: 'Vos préférences de courriel sont enregistrées.',
  unsubscribed: 'Vous êtes désabonné.',
};
