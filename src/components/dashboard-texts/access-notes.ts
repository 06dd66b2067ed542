import { defineTexts } from '../../i18n/texts.ts';

/** A booking's access notes. */
export const accessNotesTexts = defineTexts(
  'access-notes',
  () => import('#shared/catalogue/en-CA/access-notes.ts'),
  () => import('#shared/catalogue/fr-CA/access-notes.ts'),
);
