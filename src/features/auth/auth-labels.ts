import type * as english from '#shared/catalogue/en-CA/auth.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { defineTexts } from '../../i18n/texts.ts';

/*
 * The login, registration, password and activation pages' texts in the page's language
 * (shared/catalogue/<locale>/auth.ts), apart from their forms: a page shows its heading and texts
 * from these while its form's code (XState, @mantine/form) is still arriving.
 */
export const authCatalogue = defineTexts(
  'auth',
  () => import('#shared/catalogue/en-CA/auth.ts'),
  () => import('#shared/catalogue/fr-CA/auth.ts'),
);

/** Loaders and fallback messages (shared/catalogue/<locale>/public-texts.ts). */
export { publicCatalogue } from '../../components/site-texts.ts';

export type LoginLabels = Translation<typeof english.loginLabels>;
export type RegisterLabels = Translation<typeof english.registerLabels>;
export type ForgotPasswordLabels = Translation<typeof english.forgotPasswordLabels>;
export type ResetPasswordLabels = Translation<typeof english.resetPasswordLabels>;
