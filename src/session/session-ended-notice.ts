import { notifications } from '@mantine/notifications';
import type { Locale } from '#shared/i18n/locale.ts';
import { accountTexts } from '../components/dashboard-texts/account.ts';
import { loadTexts } from '../i18n/texts.ts';

/**
 * The toast of a session the server ended, in the page's language (shared/catalogue/<locale>/
 * account.ts). A module of its own, loaded by the first 401 (use-session-expiry.ts): a signed-in
 * page's first load carries neither the toasts' store nor the account texts for it (decision 165).
 */
export async function showSessionEnded(locale: Locale) {
  const { dashboardShellTexts } = await loadTexts(accountTexts, locale);
  notifications.show({ color: 'red', message: dashboardShellTexts.SESSION_ENDED });
}
