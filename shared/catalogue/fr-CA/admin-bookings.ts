import type * as english from '../en-CA/admin-bookings.ts';
import type { Translation } from '../translation.ts';

/** Les réservations de la console : la liste et la page d’une réservation. */
export const adminBookingsLabels: Translation<typeof english.adminBookingsLabels> = {
  HEADING: 'Réservations',
  INTRO:
    'Trouvez une réservation par son numéro, le courriel du client, la ville, le statut ou la date.',
  LIST_NAME: 'Réservations',
  BOOKING_NO: 'Réservation',
  CUSTOMER: 'Client(e)',
  CITY: 'Ville',
  SERVICE: 'Service',
  WHEN: 'Quand',
  STATUS: 'Statut',
  PAYMENT: 'Paiement',
  TOTAL: 'Total',
  OPEN: 'Ouvrir',
  OPEN_BOOKING: 'Ouvrir la réservation {bookingNo}',
  FILTER_BOOKING_NO: 'Numéro de réservation',
  FILTER_BOOKING_NO_HINT: 'p. ex. MS-100042',
  FILTER_EMAIL: 'Courriel du client',
  FILTER_CITY: 'Ville',
  FILTER_STATUS: 'Statut',
  FILTER_DATE: 'Date du ménage',
  ANY: 'Tous',
  EMPTY: 'Aucune réservation ne correspond à ces filtres.',
  NOT_PRICED: 'Prix pas encore établi',
};

export const adminBookingLabels: Translation<typeof english.adminBookingLabels> = {
  BACK: 'Toutes les réservations',
  HEADING: 'Réservation {bookingNo}',
  LOAD_FAILED: 'La réservation n’a pas pu être chargée\u00a0: {message}',
  LOADING: 'Chargement de la réservation',
  DETAILS: 'Détails',
  CUSTOMER: 'Client(e)',
  ADDRESS: 'Adresse',
  SERVICE: 'Service',
  WHEN: 'Quand',
  CLEANER: 'Préposé(e)',
  NO_CLEANER: 'Personne pour l’instant',
  CLEANER_PAY: 'Rémunération du préposé',
  PAY_NOT_SET: 'Fixée quand un préposé accepte le ménage',
  PRICE: 'Prix pour le client',
  SUBTOTAL: 'Sous-total',
  DISCOUNT: 'Réduction',
  PLAN_DISCOUNT: 'Rabais de ménage régulier ({percent})',
  TAX: 'Taxes',
  TOTAL: 'Total',
  ACCESS_NOTES: 'Notes d’accès',
  ACCESS_NOTES_INTRO:
    'Ce que le client a écrit pour le préposé, qui ne le voit qu’une fois le ménage accepté, à partir de la veille (jamais dans un courriel).',
  TIMELINE: 'Cycle de vie',
  TIMELINE_INTRO: 'Les étapes du cycle de vie que cette réservation a franchies, avec le moment.',
  NOW: 'Maintenant',
  TIME_NOT_RECORDED: 'Heure non enregistrée',
  PAYMENT: 'Paiement',
  PAYMENT_STATUS: 'Statut du paiement',
  AUTHORIZED: 'Montant retenu sur la carte',
  HOLD_UNTIL: 'Retenue valide jusqu’au',
  CAPTURED: 'Débité',
  RELEASED: 'Retenue libérée',
  REFUNDED: 'Remboursé',
  REFUNDABLE: 'Reste à rembourser',
  REFUNDS: 'Remboursements',
  REFUND_BY:
    '{amount} le {when} par {operator} (remboursement {refundId} chez le fournisseur de paiement)\u00a0: {reason}',
  NO_PAYMENT_EVENT: 'Rien pour l’instant',
  DOCUMENTS: 'Reçus',
  DOCUMENTS_INTRO:
    'Le reçu émis quand la carte a été débitée et une note de crédit par remboursement, tels qu’imprimés.',
  NO_DOCUMENTS: 'Aucun pour l’instant\u00a0: le reçu est émis quand la carte est débitée.',
  DOCUMENT_RECEIPT: 'Reçu {number}, {amount}, {date}',
  DOCUMENT_CREDIT_NOTE: 'Note de crédit {number} pour le reçu {cites}, {amount}, {date}',
  DOCUMENT_PDF: 'PDF',
  DOCUMENT_DOWNLOAD: 'Télécharger le PDF {number}',
  DOCUMENT_FAILED: 'Le fichier n’a pas pu être téléchargé\u00a0: {message}',
  EMAILS: 'Courriels',
  EMAILS_INTRO: 'Les courriels au sujet de cette réservation que l’application a conservés.',
  NO_EMAILS: 'Aucun courriel au sujet de cette réservation n’a été conservé.',
  EMAIL_TO: 'À {to}, {when}',
  ACTIONS: 'Actions',
  ACTIONS_INTRO: 'Ce que le cycle de vie permet dans l’état de cette réservation.',
  NO_ACTIONS: 'Aucune action n’est possible sur cette réservation dans son état.',
  CANCEL: 'Annuler pour le client',
  CANCEL_TITLE: 'Annuler la réservation {bookingNo}\u00a0?',
  CANCEL_TEXT:
    'La réservation est annulée au nom du client\u00a0: la retenue sur sa carte est libérée, et le client (ainsi que le préposé, s’il avait accepté) en est avisé.',
  CANCEL_CONFIRM: 'Annuler la réservation',
  HAND_BACK: 'Retirer le ménage au préposé',
  HAND_BACK_TITLE: 'Retirer le ménage {bookingNo}\u00a0?',
  HAND_BACK_TEXT:
    'Le ménage est retiré à {cleaner} et offert de nouveau aux autres préposés de la ville. Le client apprend qu’on lui cherche un nouveau préposé\u00a0; le préposé apprend que son horaire est libéré.',
  HAND_BACK_CONFIRM: 'Retirer le ménage',
  REFUND: 'Rembourser',
  REFUND_TITLE: 'Rembourser la réservation {bookingNo}',
  REFUND_TEXT: 'Il reste au plus {amount} à rembourser. L’argent retourne sur la carte du client.',
  REFUND_AMOUNT: 'Montant (dollars et cents)',
  REFUND_FULL: 'Rembourser les {amount}',
  REFUND_REASON: 'Raison',
  REFUND_REASON_HINT:
    'Conservée avec le remboursement et dans le journal d’audit\u00a0; le client ne la voit pas. P. ex. «\u00a0La salle de bain a été oubliée.\u00a0»',
  REFUND_CONFIRM: 'Rembourser',
  KEEP: 'Conserver',
  CLOSE: 'Fermer',
  LINKS: 'Liens vers la page de la réservation',
  LINKS_INTRO:
    'Chaque courriel au sujet de la réservation contient un lien qui ouvre sa page sans qu’il faille un compte.',
  END_LINKS: 'Désactiver les liens',
  END_LINKS_TITLE: 'Désactiver les liens vers la réservation {bookingNo}\u00a0?',
  END_LINKS_TEXT:
    'Tous les liens des courriels déjà envoyés cessent de fonctionner, peu importe qui les détient. Le prochain courriel au sujet de cette réservation contiendra un nouveau lien. Pour un client dont le courriel est parvenu à quelqu’un d’autre.',
  END_LINKS_CONFIRM: 'Désactiver les liens',
};

export const lifecycleStateNames: Translation<typeof english.lifecycleStateNames> = {
  draft: 'Brouillon',
  quoted: 'Prix établi',
  authorized: 'Payée, en attente d’un préposé',
  assigned: 'Préposé assigné',
  inProgress: 'En cours',
  completed: 'Terminée',
  'completed.charged': 'Terminée et débitée',
  'completed.partlyRefunded': 'Remboursée en partie',
  'completed.refunded': 'Remboursée',
  cancelled: 'Annulée',
};

export const lifecycleStateDescriptions: Translation<typeof english.lifecycleStateDescriptions> = {
  draft:
    'Le client a donné son nom, son courriel et son téléphone\u00a0; rien n’a encore de prix. Le client remplit le formulaire de détails\u00a0; les brouillons ne figurent pas dans ses réservations. Les préposés ne voient rien.',
  quoted:
    'Prix établi, et un préposé était libre au moment de la vérification\u00a0; on attend la carte. Le client voit le résumé et le formulaire de paiement\u00a0; la réservation figure dans sa liste et peut être annulée, mais ne compte pas parmi les réservations à venir. Les préposés ne voient rien.',
  authorized:
    'Payée\u00a0: le montant est retenu sur la carte ou, pour un ménage dans plus de 5\u00a0jours, la carte est enregistrée et le montant retenu 24\u00a0heures avant. Le client voit une réservation à venir en attente d’un préposé et peut encore l’annuler. Les préposés approuvés de la ville qui sont libres à ce moment la voient dans Ménages ouverts, reçoivent une notification et peuvent l’accepter ou la refuser.',
  assigned:
    'Un préposé a accepté le ménage et bloque ce moment à son horaire. Le client voit le nom et la photo du préposé et peut encore annuler. Le préposé le voit dans Ménages acceptés et peut le commencer à partir d’une heure avant le début, ou le remettre avant ce moment\u00a0; les autres préposés ne le voient plus.',
  inProgress:
    'Le préposé a commencé le ménage\u00a0; il ne peut plus être annulé. Le préposé le voit dans En cours et peut le terminer une fois écoulée la moitié du temps prévu depuis qu’il l’a commencé, ou depuis l’heure de début réservée s’il a commencé plus tôt\u00a0; d’ici là, l’écran indique à partir de quand.',
  completed:
    'Ménage fait et montant débité\u00a0; le cycle de vie du ménage est terminé. Le montant compte dans le «\u00a0total dépensé\u00a0» du client, qui peut laisser un avis une fois\u00a0; le ménage compte dans les gains du préposé. Seul l’argent peut encore changer\u00a0: un opérateur peut rembourser une partie ou la totalité du montant débité.',
  'completed.charged':
    'La carte a été débitée du montant retenu (ou le débit a échoué et nous communiquons avec le client)\u00a0; rien n’a été remboursé. Un opérateur voit Rembourser sur la page de la réservation tant qu’un montant a été encaissé.',
  'completed.partlyRefunded':
    'Une partie du montant débité a été remboursée. L’opérateur peut rembourser de nouveau, jusqu’à ce qui reste du montant débité.',
  'completed.refunded':
    'Tout le montant débité a été remboursé au client\u00a0; plus rien ne peut changer.',
  cancelled:
    'Annulée par le client (ou par un opérateur en son nom), parce que la carte n’a pas pu être retenue, ou parce que personne n’a accepté avant le début\u00a0; plus rien ne peut changer. Le client reçoit un courriel qui indique qui a annulé et ce qu’il advient de l’argent. Un préposé qui l’avait acceptée en est avisé et son horaire est libéré.',
};

export const paymentStatusNames: Translation<typeof english.paymentStatusNames> = {
  none: 'Non payée',
  cardSaved: 'Carte enregistrée',
  authorized: 'Retenue',
  captured: 'Débitée',
  released: 'Libérée',
  failed: 'Refusée',
  expired: 'Retenue expirée',
  partlyRefunded: 'Remboursée en partie',
  refunded: 'Remboursée',
  needsAuthentication: 'En attente de la banque du client',
};
