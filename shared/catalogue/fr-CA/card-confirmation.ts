import type * as english from '../en-CA/card-confirmation.ts';
import type { Translation } from '../translation.ts';

/* La page /confirm-card/<jeton>, où la clientèle confirme sa carte auprès de sa banque (décision 099). */

export const confirmCardTexts: Translation<typeof english.confirmCardTexts> = {
  HEADING: 'Confirmez votre carte',
  INTRO:
    'Votre banque vous demande de confirmer votre carte avant que nous retenions le montant de votre ménage. Cela prend une minute, avec la vérification habituelle de votre banque.',
  DEADLINE:
    'Veuillez la confirmer avant le début du ménage\u00a0; sinon, la réservation est annulée et rien n’est facturé.',
  NOTHING_HELD: 'Aucun montant n’est retenu sur votre carte avant la confirmation de votre banque.',
  CONFIRM: 'Confirmer ma carte',
  DONE_HEADING: 'Votre carte est confirmée',
  DONE: 'Merci\u00a0: le montant est retenu sur votre carte et ne sera facturé qu’une fois le ménage terminé.',
  CLOSED_HEADING: 'Cette réservation n’a plus besoin de votre carte',
  CLOSED:
    'Cette réservation a été annulée ou est déjà commencée\u00a0: il n’y a rien à confirmer. Rien de plus ne sera facturé pour celle-ci.',
  NOT_FOUND_HEADING: 'Ce lien ne peut pas être utilisé',
  BOOKING: 'Réservation',
  WHEN: 'Quand',
  AMOUNT: 'Montant à retenir',
  BACK_HOME: 'Retour à l’accueil',
  LOADING: 'Chargement de votre réservation',
  BOOKING_LINE: '{service}, {number}',
  WHEN_LINE: '{day}, {window} ({city})',
};
