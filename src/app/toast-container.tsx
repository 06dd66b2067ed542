import { Notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS } from '#shared/ui-delays.ts';

/**
 * Where the 2-second toasts appear. A module of its own so it can be loaded after the first
 * paint while pages import only the small `notifications` store to show a toast.
 */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_DELAY_MS} />;
}
