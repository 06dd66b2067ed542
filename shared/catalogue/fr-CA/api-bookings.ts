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
  bookingReopen:
    'Seule une réservation qu’une personne à l’entretien ménager a acceptée peut être offerte à d’autres.',
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

export const bookingPageStatus: Translation<typeof english.bookingPageStatus> = {
  draft: 'Inachevée',
  quoted: 'En attente de paiement',
  authorized: 'Recherche d’un(e) préposé(e)',
  assigned: 'Préposé(e) assigné(e)',
  inProgress: 'En cours',
  'completed.charged': 'Terminée',
  'completed.partlyRefunded': 'Remboursée en partie',
  'completed.refunded': 'Remboursée',
  cancelled: 'Annulée',
};

export const bookingPageMoney: Translation<typeof english.bookingPageMoney> = {
  authorized:
    'Un montant de {total} est retenu sur votre carte, qui n’est débitée qu’une fois le ménage terminé.',
  cardSaved:
    'Votre carte est enregistrée. Nous y ferons une retenue de {total} le {day}, et elle ne sera débitée qu’une fois le ménage terminé.',
  cardSavedDayBefore:
    'Votre carte est enregistrée. Nous y ferons une retenue de {total} la veille du ménage, et elle ne sera débitée qu’une fois le ménage terminé.',
  needsAuthentication:
    'Votre banque vous demande de confirmer votre carte avant que nous retenions {total}. Ouvrez le lien de notre courriel pour la confirmer avant le début du ménage, sinon la réservation est annulée. Aucun montant n’a été débité.',
  capturedOn: 'Votre carte a été débitée de {total} le {day}.',
  captured: 'Votre carte a été débitée de {total}.',
  partlyRefunded:
    'Votre carte a été débitée de {total}\u00a0; un remboursement de {refunded} a été effectué.',
  refunded: 'Votre carte a été débitée de {total}, et ce montant vous a été remboursé en entier.',
  released: 'Aucun montant n’a été débité. La retenue sur votre carte a été libérée.',
  releasedNeverHeld:
    'Aucun montant n’a été débité, et votre carte ne sera pas utilisée pour cette réservation.',
  failed: 'Aucun montant n’a été débité\u00a0: votre banque a refusé la retenue sur votre carte.',
  expired: 'Aucun montant n’a été débité\u00a0: la retenue sur votre carte a expiré.',
  nothing: 'Aucun montant n’a été débité.',
};
