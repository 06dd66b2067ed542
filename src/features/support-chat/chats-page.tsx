import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { companySettingsQuery } from '../../api/queries.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole } from '../../session/role.ts';
import { clientConfig } from '../../config/client-config.ts';
import { defineTexts, useTexts } from '../../i18n/texts.ts';

const chatsTexts = defineTexts(
  'chats',
  () => import('#shared/catalogue/en-CA/chats.ts'),
  () => import('#shared/catalogue/fr-CA/chats.ts'),
);

/**
 * /chats (decision 015): the product has no messages between customers and cleaners; talking to
 * us happens in the third-party chat widget (when configured) or by e-mail, phone or the contact
 * form. This page says so and gives those ways, rather than an inbox that would stay empty.
 */
export function ChatsPage() {
  const { chatsLabels: labels } = useTexts(chatsTexts);
  usePageTitle(labels.TITLE);
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  const chatWidget = Boolean(clientConfig().chatWidgetUrl);
  const signedIn = currentRole() !== 'visitor';

  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{labels.HEADING}</Title>
        <Text>
          {labels.INTRO} {chatWidget ? labels.WIDGET_OPEN : labels.WIDGET_OFF}
        </Text>
        {company.COMPANY_EMAIL ? (
          <Text>
            {labels.EMAIL}{' '}
            <Anchor href={`mailto:${company.COMPANY_EMAIL}`} underline="always">
              {company.COMPANY_EMAIL}
            </Anchor>
          </Text>
        ) : null}
        {company.COMPANY_NUMBER ? (
          <Text>
            {labels.PHONE}{' '}
            <Anchor
              href={`tel:${company.COMPANY_NUMBER.replace(/[^\d+]/g, '')}`}
              underline="always"
            >
              {company.COMPANY_NUMBER}
            </Anchor>
          </Text>
        ) : null}
        <Text>{labels.NO_MESSAGES}</Text>
        <Stack gap="xs" align="flex-start">
          <Button component={Link} to="/contact-us">
            {labels.SEND_MESSAGE}
          </Button>
          {signedIn ? (
            <Anchor component={Link} to="/notification">
              {labels.SEE_NOTIFICATIONS}
            </Anchor>
          ) : null}
        </Stack>
      </Stack>
    </Container>
  );
}
