import { useState } from 'react';
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import { useBankCheck } from '../../components/bank-check.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { confirmCardCatalogue } from './confirm-card-texts.ts';

const queryKey = (token: string) => ['card-confirmation', token] as const;

function readConfirmation(client: ApiClient, token: string) {
  return dataOf(client.POST('/api/cleaning/card_confirmation/get', { body: { token } }));
}

/**
 * /confirm-card/<token> (decision 099): the page an e-mail sends a customer to when the hold on
 * their saved card, 24 hours before a cleaning booked far ahead, needs their bank's check
 * (3-D Secure). It shows the booking, and Confirm my card runs the check (Stripe's page, or the
 * test gateway's authentication page in test mode); the server then places the hold. The token
 * goes to the API in the JSON body only.
 */
export function ConfirmCardPage() {
  const { confirmCardTexts: texts } = useTexts(confirmCardCatalogue);
  const { t, day, window: timeWindow, money } = useFormat();
  const { token = '' } = useParams();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const bankCheck = useBankCheck();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useQuery({
    queryKey: queryKey(token),
    queryFn: () => readConfirmation(client, token),
    retry: false,
  });
  const data = confirmation.data;
  const heading = confirmation.isError
    ? texts.NOT_FOUND_HEADING
    : data?.state === 'done'
      ? texts.DONE_HEADING
      : data?.state === 'closed'
        ? texts.CLOSED_HEADING
        : texts.HEADING;
  usePageTitle(heading);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await dataOf(
        client.POST('/api/cleaning/card_confirmation/start', { body: { token } }),
      );
      if (started.state === 'authenticationRequired' && started.vClientSecret) {
        await bankCheck.check(started.vClientSecret);
        await dataOf(client.POST('/api/cleaning/card_confirmation/finish', { body: { token } }));
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: queryKey(token) });
    }
  };

  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {confirmation.isPending ? (
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Text>{texts.LOADING}</Text>
            </Group>
          ) : null}
          {confirmation.isError ? (
            <Alert color="red" variant="light">
              {confirmation.error.message}
            </Alert>
          ) : null}
          {data ? (
            <>
              {/* A description list: a table's scroll container would load a third of the page. */}
              <Stack component="dl" gap="xs" m={0}>
                {[
                  [
                    texts.BOOKING,
                    t(texts.BOOKING_LINE, { service: data.vServiceName, number: data.vBookingNo }),
                  ],
                  [
                    texts.WHEN,
                    t(texts.WHEN_LINE, {
                      day: day(data.vDate),
                      window: timeWindow(data.vFrom, data.vUntill),
                      city: data.vCity,
                    }),
                  ],
                  [texts.AMOUNT, money(data.final_price)],
                ].map(([term, detail]) => (
                  <div key={term}>
                    <Text component="dt" fw={700} size="sm">
                      {term}
                    </Text>
                    <Text component="dd" m={0}>
                      {detail}
                    </Text>
                  </div>
                ))}
              </Stack>
              {data.state === 'needed' ? (
                <>
                  <Text>{texts.INTRO}</Text>
                  <Text size="sm" c="dimmed">
                    {texts.NOTHING_HELD} {texts.DEADLINE}
                  </Text>
                  {problem ? (
                    <Alert color="red" variant="light" role="alert">
                      {problem}
                    </Alert>
                  ) : null}
                  <Button
                    color="ember"
                    size="lg"
                    fullWidth
                    loading={busy}
                    onClick={() => void confirm()}
                  >
                    {texts.CONFIRM}
                  </Button>
                </>
              ) : (
                <Text>{data.state === 'done' ? texts.DONE : texts.CLOSED}</Text>
              )}
            </>
          ) : null}
          {data?.state !== 'needed' ? (
            <Button component={Link} to="/" variant="light">
              {texts.BACK_HOME}
            </Button>
          ) : null}
        </Stack>
      </Card>
      {bankCheck.dialog}
    </Container>
  );
}
