import { defineTexts } from '../../i18n/texts.ts';

/**
 * The picker's and its confirmation's words (shared/catalogue/<locale>/reschedule-picker.ts): not
 * needed to show the section, so they come with the picker's code, not with the page (issue 46): only
 * the picker's modules import this.
 */
export const reschedulePickerCatalogue = defineTexts(
  'reschedule-picker',
  () => import('#shared/catalogue/en-CA/reschedule-picker.ts'),
  () => import('#shared/catalogue/fr-CA/reschedule-picker.ts'),
);
