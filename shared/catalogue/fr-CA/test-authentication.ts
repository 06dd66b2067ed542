import type * as english from '../en-CA/test-authentication.ts';
import type { Translation } from '../translation.ts';

/* La page de vérification 3-D Secure simulée du mode test (décision 099). */

export const testAuthenticationTexts: Translation<typeof english.testAuthenticationTexts> = {
  TITLE: 'Authentification de test',
  BADGE: 'Mode test',
  BODY: 'La banque de votre carte vous demande de confirmer ce paiement. En mode test, aucune banque n’est consultée\u00a0: choisissez la réponse de la banque.',
  AMOUNT_NOTE:
    'Aucun montant n’est retenu ni prélevé sur la carte avant l’approbation de la banque.',
  APPROVE: 'Réussir l’authentification',
  FAIL: 'Faire échouer l’authentification',
  CLOSE: 'Fermer',
};
