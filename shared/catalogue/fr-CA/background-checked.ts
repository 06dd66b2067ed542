import type * as english from '../en-CA/background-checked.ts';
import type { Translation } from '../translation.ts';

export const checkPublicTexts: Translation<typeof english.checkPublicTexts> = {
  BACKGROUND_CHECKED: 'Antécédents vérifiés',
};
