import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { companySettingsQuery } from '../../api/queries.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole } from '../../session/role.ts';
import { clientConfig } from '../../config/client-config.ts';

/**
 * /chats (decision 015): the product has no messages between customers and cleaners; talking to
 * us happens in the third-party chat widget (when configured) or by e-mail, phone or the contact
 * form. This page says so and gives those ways, rather than an inbox that would stay empty.
 */
export function ChatsPage() {
  usePageTitle('Chats');
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  const chatWidget = Boolean(clientConfig().chatWidgetUrl);
  const signedIn = currentRole() !== 'visitor';

  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>Chat with MapleShine</Title>
        <Text>
          Questions about a booking, a job or your account go to our support team.
          {chatWidget
            ? ' Open the chat button in the corner of this page to write to us now.'
            : ' Live chat is not available at the moment; write or call us instead.'}
        </Text>
        {company.COMPANY_EMAIL ? (
          <Text>
            Email:{' '}
            <Anchor href={`mailto:${company.COMPANY_EMAIL}`} underline="always">
              {company.COMPANY_EMAIL}
            </Anchor>
          </Text>
        ) : null}
        {company.COMPANY_NUMBER ? (
          <Text>
            Phone:{' '}
            <Anchor
              href={`tel:${company.COMPANY_NUMBER.replace(/[^\d+]/g, '')}`}
              underline="always"
            >
              {company.COMPANY_NUMBER}
            </Anchor>
          </Text>
        ) : null}
        <Text>
          Customers and cleaners do not message each other here: the cleaner receives the booking
          details with the job, and both of you are notified as the job moves along.
        </Text>
        <Stack gap="xs" align="flex-start">
          <Button component={Link} to="/contact-us">
            Send us a message
          </Button>
          {signedIn ? (
            <Anchor component={Link} to="/notification">
              See your notifications
            </Anchor>
          ) : null}
        </Stack>
      </Stack>
    </Container>
  );
}
