import type * as english from '../en-CA/plans-leftovers.ts';
import type { Translation } from '../translation.ts';

/* Les suites de l’enjeu 42 (décision 128). */

export const listCancelTexts: Translation<typeof english.listCancelTexts> = {
  NO_LONGER: 'Cette réservation ne peut plus être annulée.',
};
