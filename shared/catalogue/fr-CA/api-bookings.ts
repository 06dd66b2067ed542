import type * as english from '../en-CA/api-bookings.ts';
import type { Translation } from '../translation.ts';

export const bookingRefusals: Translation<typeof english.bookingRefusals> = {
  bookingNotFound: 'Réservation introuvable.',
  notYourBookings: 'Vous ne pouvez consulter que vos propres réservations.',
  accessNotesClosed: 'Les notes d’accès ne peuvent être modifiées que jusqu’au début du ménage.',
  bookingLinkNotFound:
    'Ce lien de réservation ne fonctionne pas\u00a0: il est peut-être incomplet, ou il a été désactivé. Veuillez ouvrir le plus récent courriel au sujet de votre réservation, ou communiquer avec nous.',
  bookingLinkEnded:
    'Ce lien ne fonctionne plus, pas plus que les autres liens vers cette réservation. Tout courriel que nous vous enverrons désormais au sujet de cette réservation contiendra un nouveau lien.',
  reviewTooShort: 'L’avis doit compter au moins 50 caractères.',
  notYourReview: 'Vous ne pouvez donner votre avis que sur vos propres réservations.',
  notCompleted: 'Vous pourrez donner votre avis sur une réservation une fois le ménage terminé.',
  wrongService: 'Cet avis ne correspond pas à la réservation.',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur cette réservation.',
  releaseUnavailable:
    'Nous n’avons pas pu libérer la retenue sur votre carte pour l’instant; la réservation n’est donc pas encore annulée. Veuillez réessayer.',
  notMovable:
    'Seule une réservation qu’aucune personne à l’entretien ménager n’a encore acceptée peut être déplacée.',
  chooseOfferedTime: 'Veuillez choisir l’une des plages proposées pour cette réservation.',
  timeTaken: 'Cette plage n’est plus libre. Veuillez en choisir une autre.',
};

export const lifecycleRefusals: Translation<typeof english.lifecycleRefusals> = {
  bookingQuote: 'Cette réservation ne peut plus être modifiée.',
  bookingAuthorize: 'Cette réservation n’attend pas de paiement.',
  bookingCancel: 'Cette réservation ne peut plus être annulée.',
  paymentFail: 'Cette réservation n’attend pas de retenue sur la carte.',
  bookingExpire:
    'Seule une réservation qu’aucune personne à l’entretien ménager n’a acceptée peut expirer à son début.',
  bookingMove:
    'Seule une réservation qu’aucune personne à l’entretien ménager n’a encore acceptée peut être déplacée.',
  jobAccept: 'Ce contrat n’est plus offert.',
  jobHandBack: 'Seul un contrat accepté qui n’a pas commencé peut être rendu.',
  jobStart: 'Seul un contrat accepté peut être commencé.',
  jobComplete: 'Seul un contrat en cours peut être terminé.',
  paymentRefund: 'Seule une réservation terminée et payée peut être remboursée.',
};

export const bookingAnswers: Translation<typeof english.bookingAnswers> = {
  accessNotesSaved: 'Notes d’accès enregistrées.',
  reviewAdded: 'Avis ajouté.',
  bookingCancelled: 'Réservation annulée.',
  moved: 'Votre réservation est déplacée au {time}.',
  times: 'Les plages les plus proches où une personne à l’entretien ménager est libre.',
  timeInWords: '{day}, de {from} à {until}',
};
