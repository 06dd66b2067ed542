import { lazy, Suspense, useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { cleanerTimeRequestsQuery } from '../time-request-queries.ts';

// Decision 167: few cleaners have a time asked of them, so a card's code and texts are not in
// the job list's first load; they are asked for beside the call that finds the requests.
const loadCards = () => import('./time-request-card.tsx');
const TimeRequestCard = lazy(() =>
  loadCards().then((module) => ({ default: module.TimeRequestCard })),
);

/**
 * The cleaner's jobs screen: each customer's "New time asked" outside their working hours
 * (decision 125), with Accept and Decline. Nothing when none waits.
 */
export function TimeRequestCards() {
  const client = useApiClient();
  const requests = useQuery(cleanerTimeRequestsQuery(client));
  const locale = useLocale();
  useEffect(() => {
    // A failure here is no one's concern: a card that needs the code asks for it again.
    void loadCards()
      .then((module) => module.loadTimeRequestTexts(locale))
      .catch(() => undefined);
  }, [locale]);
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Stack gap="sm">
        {requests.data.map((request) => (
          <TimeRequestCard key={request.iRequestId} request={request} />
        ))}
      </Stack>
    </Suspense>
  );
}
