import {
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { companySettingsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { CaptchaBox, useCaptcha } from '../../components/captcha.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import {
  MESSAGE_MAX,
  contactValidation,
  emptyContact,
  type ContactValues,
} from './contact-form-rules.ts';
import { useSendContactMessage } from './use-send-contact-message.ts';
import { PhoneNumberInput } from '../../components/phone-number-input.tsx';
import '@mantine/core/styles/Input.css';
import { PersonNameInput } from '../../components/person-name-input.tsx';
import { contactUsLabels } from '#shared/labels/contact.ts';
import { EmailInput } from '../../components/email-input.tsx';

type Labels = typeof contactUsLabels;

function ContactDetails({ labels }: { labels: Labels }) {
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  return (
    <Stack gap="lg">
      <Title order={2}>{labels.CONTACT_INFO_HEADING}</Title>
      {company.COMPANY_EMAIL && (
        <Stack gap={2}>
          <Text fw={700}>{labels.EMAIL_US}</Text>
          <Anchor href={`mailto:${company.COMPANY_EMAIL}`}>{company.COMPANY_EMAIL}</Anchor>
        </Stack>
      )}
      {company.COMPANY_NUMBER && (
        <Stack gap={2}>
          <Text fw={700}>{labels.CALL_US}</Text>
          <Anchor href={`tel:${company.COMPANY_NUMBER.replace(/[^\d+]/g, '')}`}>
            {company.COMPANY_NUMBER}
          </Anchor>
        </Stack>
      )}
      <Stack gap={2}>
        <Text fw={700}>{labels.SERVICE_AREA_HEADING}</Text>
        <Text>{labels.SERVICE_AREA_TEXT}</Text>
      </Stack>
    </Stack>
  );
}

/** /contact-us: a message to the company (spec §7 contact_us/create), checked as the server does. */
export function ContactUsPage() {
  const labels = useLabels('contact-us', contactUsLabels);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: emptyContact,
    validate: contactValidation,
  });
  const captcha = useCaptcha();
  const send = useSendContactMessage(captcha, () => form.reset());
  const sending = send.isPending;

  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.contact}
      />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <form
              noValidate
              aria-labelledby="contact-form-heading"
              onSubmit={form.onSubmit((values) => send.mutate(values))}
            >
              <Stack gap="md">
                <Title id="contact-form-heading" order={2}>
                  {labels.FORM_HEADING}
                </Title>
                <PersonNameInput
                  label={labels.FULL_NAME_LABEL}
                  placeholder={labels.FULL_NAME_PLACEHOLDER}
                  autoComplete="name"
                  withAsterisk
                  {...form.getInputProps('vName')}
                />
                <EmailInput
                  label={labels.EMAIL_LABEL}
                  placeholder={labels.EMAIL_PLACEHOLDER}
                  withAsterisk
                  {...form.getInputProps('vEmail')}
                />
                <PhoneNumberInput
                  label={labels.PHONE_LABEL}
                  placeholder={labels.PHONE_PLACEHOLDER}
                  withAsterisk
                  {...form.getInputProps('vMobile')}
                />
                <Textarea
                  label={labels.MESSAGE_LABEL}
                  placeholder={labels.MESSAGE_PLACEHOLDER}
                  maxLength={MESSAGE_MAX}
                  rows={6}
                  withAsterisk
                  {...form.getInputProps('tMessage')}
                />
                <CaptchaBox captcha={captcha} />
                <Button
                  type="submit"
                  color="ember"
                  disabled={sending}
                  leftSection={sending ? <Loader size="xs" color="gray.6" /> : undefined}
                >
                  {sending ? 'Loading...' : labels.SUBMIT}
                </Button>
              </Stack>
            </form>
          </Paper>
          <ContactDetails labels={labels} />
        </SimpleGrid>
      </Container>
    </>
  );
}
