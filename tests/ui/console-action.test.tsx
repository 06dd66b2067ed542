import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminAction } from '#src/features/console/components/use-console-action.ts';

// The console's one way to change something (decision 047): its green toast shows as the dialog
// closes, once the lists are fetched again. Shown when the server answered, its two seconds ran
// out behind a dialog still open while a slow list came back (a CI run on a slow machine).

function deferred() {
  let resolve!: (rows: string[]) => void;
  const promise = new Promise<string[]>((done) => (resolve = done));
  return { promise, resolve };
}

function toasts() {
  return notificationsStore.getState().notifications.map((toast) => toast.message);
}

afterEach(() => cleanNotifications());

describe('useAdminAction', () => {
  it('shows the toast and closes the dialog together, after the lists are fetched again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    let refetch = deferred();
    const fetchList = vi.fn(() => refetch.promise);
    const onDone = vi.fn();
    const { result } = renderHook(
      () => {
        const list = useQuery({ queryKey: ['admin', 'incidents'], queryFn: fetchList });
        const action = useAdminAction(async () => 'Security incident 7 recorded.', { onDone });
        return { list, action };
      },
      { wrapper },
    );
    refetch.resolve(['first']);
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    refetch = deferred();
    act(() => result.current.action.mutate(undefined));
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
    // The server has answered; the list is still on its way: no toast yet, the button spins.
    expect(toasts()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.action.isPending).toBe(true);

    act(() => refetch.resolve(['first', 'second']));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Security incident 7 recorded.'));
    expect(toasts()).toEqual(['Security incident 7 recorded.']);
    // Spec §9: a toast stays two seconds, whichever container shows it.
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(2000);
    expect(result.current.list.data).toEqual(['first', 'second']);
  });

  it('shows a refusal as a red toast and leaves the dialog open', async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const onDone = vi.fn();
    const { result } = renderHook(
      () =>
        useAdminAction(
          async () => {
            throw new Error('Enter when it was discovered.');
          },
          { onDone },
        ),
      { wrapper },
    );
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(toasts()).toEqual(['Enter when it was discovered.']));
    expect(notificationsStore.getState().notifications[0]?.color).toBe('red');
    expect(onDone).not.toHaveBeenCalled();
  });
});
