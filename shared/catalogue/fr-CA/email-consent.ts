import type * as english from '../en-CA/email-consent.ts';
import type { Translation } from '../translation.ts';

export const consentWordings: Translation<typeof english.consentWordings> = {
  registration:
    'Envoyez-moi par courriel des rappels pour réserver de nouveau et les offres de MapleShine. Je peux me désabonner en tout temps.',
  bookAgain:
    'Envoyez-moi par courriel un rappel pour réserver de nouveau quelques semaines après un ménage. Je peux me désabonner en tout temps.',
  offers:
    'Envoyez-moi par courriel les offres et les nouvelles de MapleShine. Je peux me désabonner en tout temps.',
};

export const emailPreferencesTexts: Translation<typeof english.emailPreferencesTexts> = {
  HEADING: 'Préférences de courriel',
  ALWAYS_SENT:
    'Les courriels au sujet de vos réservations, de vos reçus et de la sécurité de votre compte vous sont toujours envoyés.',
  BOOK_AGAIN_LABEL: 'Rappels pour réserver de nouveau',
  OFFERS_LABEL: 'Offres et nouvelles',
  LOADING: 'Chargement de vos préférences de courriel…',
  LOAD_FAILED:
    'Vos préférences de courriel n’ont pas pu être chargées. Veuillez recharger la page.',
  SAVE_FAILED: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
};

export const unsubscribeTexts: Translation<typeof english.unsubscribeTexts> = {
  HEADING: 'Se désabonner',
  DONE_HEADING: 'Vous êtes désabonné',
  TOPIC_BOOK_AGAIN: 'les rappels pour réserver de nouveau',
  TOPIC_OFFERS: 'les offres et les nouvelles de MapleShine',
  INTRO: 'Appuyez sur Se désabonner et MapleShine cessera de vous envoyer {topic} par courriel.',
  UNSUBSCRIBE: 'Se désabonner',
  UNSUBSCRIBE_ALL: 'Se désabonner de tous les courriels promotionnels',
  DONE: 'MapleShine ne vous enverra plus {topic} par courriel.',
  DONE_ALL: 'MapleShine ne vous enverra plus aucun rappel, offre ni nouvelle par courriel.',
  STILL_SENT:
    'Les courriels au sujet de vos réservations, de vos reçus et de la sécurité de votre compte vous parviennent toujours.',
  PROFILE_HINT: 'Vous pouvez modifier toutes vos préférences de courriel dans votre profil.',
  INCOMPLETE:
    'Ce lien de désabonnement est incomplet. Veuillez ouvrir de nouveau le lien du courriel, ou modifier vos préférences de courriel dans votre profil.',
  FAILED: 'Votre désabonnement n’a pas pu être fait. Veuillez réessayer.',
  BACK_HOME: 'Retour à l’accueil',
};
