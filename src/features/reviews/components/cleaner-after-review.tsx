import { useState } from 'react';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, dataOf, useApiClient } from '../../../api/client.ts';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';

/** What Add Review hands /reviews about the review just written (decision 120). */
export type AfterReview = { iBookingId: number; name: string; rating: number };

const cleanerTexts = defineTexts(
  'book-again',
  () => import('#shared/catalogue/en-CA/book-again.ts'),
  () => import('#shared/catalogue/fr-CA/book-again.ts'),
);

export function afterReviewOf(state: unknown): AfterReview | null {
  if (typeof state !== 'object' || state === null || !('afterReview' in state)) return null;
  const after = state.afterReview as Partial<AfterReview> | null;
  if (
    !after ||
    typeof after.iBookingId !== 'number' ||
    typeof after.name !== 'string' ||
    after.name === '' ||
    typeof after.rating !== 'number'
  ) {
    return null;
  }
  return after as AfterReview;
}

/**
 * After a review: a cleaner rated 4 or 5 stars is offered as a favourite; one rated 1 or 2 is
 * blocked by the review itself, which this says (and where to undo it).
 */
export function CleanerAfterReview({ after }: { after: AfterReview }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { cleanerListTexts: texts } = useTexts(cleanerTexts);
  const { t } = useFormat();
  const [added, setAdded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = after.name;

  if (after.rating <= 2) {
    return (
      <Alert color="blue" variant="light">
        {t(texts.BLOCKED_AFTER_REVIEW, { name })}
      </Alert>
    );
  }
  if (after.rating < 4) return null;

  async function add() {
    setBusy(true);
    setError(null);
    try {
      await dataOf(
        client.POST('/api/customer/cleaners/add_favourite', {
          body: { iBookingId: after.iBookingId },
        }),
      );
      setAdded(t(texts.FAVOURITE_ADDED, { name }));
      void queryClient.invalidateQueries({ queryKey: ['customer-cleaners'] });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      {added ? (
        <Text role="status">{added}</Text>
      ) : (
        <Group>
          <Button variant="light" onClick={() => void add()} loading={busy}>
            {t(texts.ADD_FAVOURITE, { name })}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}
