import { Alert, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { emailConsentCatalogue } from './email-consent-texts.ts';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

type Topic = 'bookAgain' | 'offers';

const PREFERENCES_KEY = ['email-preferences'];

const preferencesQuery = (client: ApiClient) => ({
  queryKey: PREFERENCES_KEY,
  queryFn: () => dataOf(client.POST('/api/account/email_preferences', { body: {} })),
  staleTime: 0,
});

/**
 * On /profile, the signed-in person's e-mail preferences (issue 44, decision 142): a switch per
 * kind of promotional e-mail, each change recorded by the server with the switch's wording. The
 * e-mails about bookings, receipts and security are always sent, whatever is chosen here.
 */
export function EmailPreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { emailPreferencesTexts: texts, consentWordings } = useTexts(emailConsentCatalogue);
  const preferences = useQuery(preferencesQuery(client));
  const change = useMutation({
    mutationFn: (body: { eTopic: Topic; bConsent: boolean }) =>
      dataOf(client.POST('/api/account/email_preferences/update', { body })),
    onSuccess: (data) => queryClient.setQueryData(PREFERENCES_KEY, data),
  });
  const switches: { topic: Topic; label: string; description: string; on: boolean }[] =
    preferences.data
      ? [
          {
            topic: 'bookAgain',
            label: texts.BOOK_AGAIN_LABEL,
            description: consentWordings.bookAgain,
            on: preferences.data.bBookAgain,
          },
          {
            topic: 'offers',
            label: texts.OFFERS_LABEL,
            description: consentWordings.offers,
            on: preferences.data.bOffers,
          },
        ]
      : [];

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="email-preferences-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="email-preferences-heading">
          {texts.HEADING}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.ALWAYS_SENT}
        </Text>
        {preferences.isPending ? (
          <LoadingStatus label={texts.LOADING}>
            <Skeleton height={96} radius="md" />
          </LoadingStatus>
        ) : preferences.isError ? (
          <Alert color="red" variant="light">
            {texts.LOAD_FAILED}
          </Alert>
        ) : null}
        {switches.map((each) => (
          <Switch
            key={each.topic}
            size="md"
            label={each.label}
            description={each.description}
            checked={each.on}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate({ eTopic: each.topic, bConsent: event.currentTarget.checked })
            }
          />
        ))}
        {change.isError ? (
          <Alert color="red" variant="light" role="alert">
            {texts.SAVE_FAILED}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
