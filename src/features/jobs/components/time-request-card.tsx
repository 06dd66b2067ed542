import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { loadTexts, useTexts } from '../../../i18n/texts.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  answerTimeRequest,
  cleanerTimeRequestsQuery,
  type CleanerTimeRequest,
} from '../time-request-queries.ts';
import { timeRequestCatalogue } from '../time-request-texts.ts';
import { contractorJobsQuery } from '../queries.ts';
import '@mantine/core/styles/Paper.css';

/** One customer's "New time asked", with Accept and Decline (decision 125). */
export function TimeRequestCard({ request }: { request: CleanerTimeRequest }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { cleanerAskTexts: texts } = useTexts(timeRequestCatalogue);
  const { t } = useFormat();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerTimeRequest(client, request.iRequestId, accept),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cleanerTimeRequestsQuery(client).queryKey });
      await queryClient.invalidateQueries({ queryKey: contractorJobsQuery(client).queryKey });
    },
  });
  const values = { bookingNo: request.vBookingNo };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={texts.heading}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {texts.heading} · {t(texts.job, values)}
        </Title>
        <Text size="sm">{t(texts.now, { when: request.vNow })}</Text>
        <Text size="sm" fw={600}>
          {t(texts.asked, { when: request.vAsked })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(texts.answerBy, { answerBy: request.vAnswerBy })}
        </Text>
        {answer.error ? (
          <Alert color="red" variant="light" role="alert">
            {answer.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            loading={answer.isPending && answer.variables === true}
            disabled={answer.isPending}
            aria-label={t(texts.acceptLabel, values)}
            onClick={() => answer.mutate(true)}
          >
            {texts.accept}
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && answer.variables === false}
            disabled={answer.isPending}
            aria-label={t(texts.declineLabel, values)}
            onClick={() => answer.mutate(false)}
          >
            {texts.decline}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The cards' texts, asked for with their code (time-request-cards.tsx). */
export const loadTimeRequestTexts = (locale: Locale) => loadTexts(timeRequestCatalogue, locale);
