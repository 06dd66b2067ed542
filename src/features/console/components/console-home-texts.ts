import { defineTexts } from '../../../i18n/texts.ts';

/*
 * The console modules its frame and its home, Today, read (decision 158): apart from the others
 * (console-texts.ts, which names these too), so that a first visit's code names only them, and the
 * rest load as the console opens (`useEveryConsoleTextSoon`).
 */

/** The shell, the paged lists and the audit log. */
export const adminTexts = defineTexts(
  'admin',
  () => import('#shared/catalogue/en-CA/admin.ts'),
  () => import('#shared/catalogue/fr-CA/admin.ts'),
);

/** Applications, coupons and Today. */
export const adminCoreTexts = defineTexts(
  'admin-core',
  () => import('#shared/catalogue/en-CA/admin-core.ts'),
  () => import('#shared/catalogue/fr-CA/admin-core.ts'),
);
