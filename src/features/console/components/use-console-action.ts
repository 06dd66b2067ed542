import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';

/**
 * The console's one way to change something (decision 047): `run` makes the admin call and
 * answers the server's sentence (envelopeOf(...).message), shown as a green toast; a refusal's
 * sentence is a red toast. Every console query starts with 'admin' and is fetched again after a
 * change, so lists, counts and the audit log all show it.
 */
export function useAdminAction<Input>(
  run: (input: Input) => Promise<string>,
  options: { onDone?: (message: string) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      options.onDone?.(message);
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}
