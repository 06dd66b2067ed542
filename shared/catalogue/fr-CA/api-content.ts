import type * as english from '../en-CA/api-content.ts';
import type { Translation } from '../translation.ts';

export const contentRefusals: Translation<typeof english.contentRefusals> = {
  commentTooShort: 'Le commentaire doit compter au moins 50 caractères.',
  blogNotFound: 'Article de blogue introuvable.',
  notYourComment: 'Vous ne pouvez commenter qu’en votre propre nom.',
  metaNotFound: 'Aucune métadonnée de page pour cet identifiant.',
  notificationNotFound: 'Notification introuvable.',
  receiptNotFound: 'Reçu introuvable.',
  bookingNotFound: 'Réservation introuvable.',
  notARoute: '`vRoute` doit être l’une des routes de l’application Web, comme /blog-detail/:vSlug.',
  metricOnce: 'Chaque mesure ne peut être envoyée qu’une fois par affichage de page.',
  clsTooLarge: 'Le CLS doit valoir au plus {max}.',
};

export const contentAnswers: Translation<typeof english.contentAnswers> = {
  commentAdded: 'Commentaire ajouté.',
  notificationsUpdated: 'Notifications mises à jour.',
  vitalsReceived: 'Merci.',
  contactReceived: 'Merci de nous avoir écrit. Nous vous répondrons bientôt.',
};
