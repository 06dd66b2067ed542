import type { formatMessage } from '#shared/i18n/message.ts';
import { lateModule } from '../../components/late-module.ts';
import { useLateModule } from '../../components/use-late-module.ts';

const messageModule = lateModule(() => import('#shared/i18n/message.ts'));

/**
 * Decision 168: the shell's greeting is its only message with a value in a cleaner's first
 * screen, and the formatter (with the number and date formatting it imports, 2.4 kB) is asked for
 * as the shell first shows, beside the profile that holds the name. `pending` while it is on its
 * way, so the greeting's skeleton stays until both are in; if it cannot be fetched the greeting
 * reads without the name.
 */
export function useMessageFormatter(): {
  format: typeof formatMessage | undefined;
  pending: boolean;
} {
  const { module, pending } = useLateModule(messageModule);
  return { format: module?.formatMessage, pending };
}
