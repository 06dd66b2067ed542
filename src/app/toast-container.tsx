import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTexts } from '../i18n/texts.ts';
import { siteTexts } from './shell/shell-texts.ts';
import { TOAST_DELAY_MS } from '#shared/ui-delays.ts';

/**
 * Where the 2-second toasts appear. A module of its own so it can be loaded after the first
 * paint while pages import only the small `notifications` store to show a toast. A toast's close
 * button is an icon alone: it is named in the page's language (decision 103).
 */
export function ToastContainer() {
  const { shellLabels } = useTexts(siteTexts);
  return (
    <MantineThemeProvider
      theme={{
        components: {
          Notification: {
            defaultProps: { closeButtonProps: { 'aria-label': shellLabels.CLOSE_NOTIFICATION } },
          },
        },
      }}
    >
      <Notifications position="top-right" autoClose={TOAST_DELAY_MS} />
    </MantineThemeProvider>
  );
}
