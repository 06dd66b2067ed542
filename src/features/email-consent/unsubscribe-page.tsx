import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { envelopeOf } from '../../api/envelope.ts';
import { useApiClient } from '../../api/client.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { emailConsentCatalogue } from './email-consent-texts.ts';
import { sentenceOr } from '../../api/reachable.ts';

type Topic = 'bookAgain' | 'offers';
const isTopic = (value: string | null): value is Topic =>
  value === 'bookAgain' || value === 'offers';

/**
 * /unsubscribe?k=<key>&t=<topic> (issue 44, decision 142): the link at the end of every
 * promotional e-mail, public, no sign-in. Opening it changes nothing (mail scanners open links);
 * the one Unsubscribe button does, then says so. The key goes to the API in the JSON body.
 */
export function UnsubscribePage() {
  const { unsubscribeTexts: texts } = useTexts(emailConsentCatalogue);
  const { t } = useFormat();
  const client = useApiClient();
  const [search] = useSearchParams();
  const key = search.get('k') ?? '';
  const topicParam = search.get('t');
  const topic = isTopic(topicParam) ? topicParam : null;
  const complete = key !== '' && topic !== null;
  const unsubscribe = useMutation({
    mutationFn: (all: boolean) =>
      envelopeOf(
        client.POST('/api/email/unsubscribe', {
          body: { vKey: key, eTopic: topic ?? 'offers', ...(all ? { bAll: true } : {}) },
        }),
      ),
  });
  const all = unsubscribe.variables === true;
  const done = unsubscribe.isSuccess;
  const heading = done ? texts.DONE_HEADING : texts.HEADING;
  usePageTitle(heading);
  const topicName = topic === 'bookAgain' ? texts.TOPIC_BOOK_AGAIN : texts.TOPIC_OFFERS;

  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {!complete ? (
            <Alert color="yellow" variant="light">
              {texts.INCOMPLETE}
            </Alert>
          ) : done ? (
            <Stack gap="sm" role="status">
              <Text>{all ? texts.DONE_ALL : t(texts.DONE, { topic: topicName })}</Text>
              <Text>{texts.STILL_SENT}</Text>
            </Stack>
          ) : (
            <>
              <Text>{t(texts.INTRO, { topic: topicName })}</Text>
              {unsubscribe.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {sentenceOr(unsubscribe.error, texts.FAILED)}
                </Alert>
              ) : null}
              <Button
                color="ember"
                size="lg"
                fullWidth
                loading={unsubscribe.isPending && !all}
                disabled={unsubscribe.isPending && all}
                onClick={() => unsubscribe.mutate(false)}
              >
                {texts.UNSUBSCRIBE}
              </Button>
              <Button
                variant="default"
                size="md"
                fullWidth
                // Its words are long in French: they wrap on a phone instead of running out.
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                loading={unsubscribe.isPending && all}
                disabled={unsubscribe.isPending && !all}
                onClick={() => unsubscribe.mutate(true)}
              >
                {texts.UNSUBSCRIBE_ALL}
              </Button>
            </>
          )}
          <Text size="sm">
            <Anchor component={Link} to="/profile" underline="always">
              {texts.PROFILE_HINT}
            </Anchor>
          </Text>
          {done || !complete ? (
            <Button component={Link} to="/" variant="light">
              {texts.BACK_HOME}
            </Button>
          ) : null}
        </Stack>
      </Card>
    </Container>
  );
}
