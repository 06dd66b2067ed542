import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { defineTexts, useTexts } from '../../i18n/texts.ts';
import { useFormat } from '../../i18n/use-format.ts';

type Cleaner = components['schemas']['CustomerCleaner'];

/** The cleaner lists' texts (decision 120), shared with book again's page. */
const cleanerTexts = defineTexts(
  'book-again',
  () => import('#shared/catalogue/en-CA/book-again.ts'),
  () => import('#shared/catalogue/fr-CA/book-again.ts'),
);

export const CLEANERS_KEY = ['customer-cleaners'];

const cleanersQuery = (client: ApiClient) => ({
  queryKey: CLEANERS_KEY,
  queryFn: () => dataOf(client.POST('/api/customer/cleaners', { body: {} })),
  staleTime: 0,
});

function CleanerRow({
  cleaner,
  label,
  name,
  onRemove,
  removing,
}: {
  cleaner: Cleaner;
  label: string;
  name: string;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <Group justify="space-between" component="li" wrap="nowrap">
      <Text fw={500}>{cleaner.vFirstName}</Text>
      <Button
        variant="default"
        size="compact-md"
        aria-label={name}
        onClick={onRemove}
        loading={removing}
      >
        {label}
      </Button>
    </Group>
  );
}

/**
 * On /profile, a customer's favourite cleaners (added after a 4- or 5-star review) and blocked
 * ones (rated 1 or 2 stars, never matched with their bookings again), each undone here.
 */
export function CleanerLists() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { cleanerListTexts: texts } = useTexts(cleanerTexts);
  const { t } = useFormat();
  const list = useQuery(cleanersQuery(client));
  const remove = useMutation({
    mutationFn: (cleaner: Cleaner) =>
      envelopeOf(
        client.POST('/api/customer/cleaners/remove', { body: { iCleanerId: cleaner.iCleanerId } }),
      ),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: CLEANERS_KEY });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const favourites = list.data?.filter((cleaner) => cleaner.vMark === 'favourite') ?? [];
  const blocked = list.data?.filter((cleaner) => cleaner.vMark === 'blocked') ?? [];
  const removing = (cleaner: Cleaner) =>
    remove.isPending && remove.variables.iCleanerId === cleaner.iCleanerId;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="favourite-cleaners-heading"
    >
      <Stack gap="lg">
        {list.isPending ? (
          <LoadingStatus label={texts.FAVOURITES_HEADING}>
            <Skeleton height={60} radius="md" />
          </LoadingStatus>
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {texts.LOAD_ERROR}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Title order={2} fz="h3" id="favourite-cleaners-heading">
            {texts.FAVOURITES_HEADING}
          </Title>
          {list.data && favourites.length === 0 ? (
            <Text c="dimmed">{texts.NO_FAVOURITES}</Text>
          ) : (
            <Stack gap="xs" component="ul" aria-labelledby="favourite-cleaners-heading" p={0} m={0}>
              {favourites.map((cleaner) => (
                <CleanerRow
                  key={cleaner.iCleanerId}
                  cleaner={cleaner}
                  label={texts.REMOVE}
                  name={t(texts.REMOVE_NAMED, { name: cleaner.vFirstName })}
                  onRemove={() => remove.mutate(cleaner)}
                  removing={removing(cleaner)}
                />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h3" id="blocked-cleaners-heading">
            {texts.BLOCKED_HEADING}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.BLOCKED_HELP}
          </Text>
          {list.data && blocked.length === 0 ? (
            <Text c="dimmed">{texts.NO_BLOCKED}</Text>
          ) : (
            <Stack gap="xs" component="ul" aria-labelledby="blocked-cleaners-heading" p={0} m={0}>
              {blocked.map((cleaner) => (
                <CleanerRow
                  key={cleaner.iCleanerId}
                  cleaner={cleaner}
                  label={texts.UNBLOCK}
                  name={t(texts.UNBLOCK_NAMED, { name: cleaner.vFirstName })}
                  onRemove={() => remove.mutate(cleaner)}
                  removing={removing(cleaner)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
