import { Button, Loader, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CaptchaBox, useCaptcha } from '../../components/captcha.tsx';
import { useFieldChecks } from '../../components/use-field-checks.ts';
import {
  MESSAGE_MAX,
  contactValidation,
  emptyContact,
  type ContactValues,
} from './contact-form-rules.ts';
import { useSendContactMessage } from './use-send-contact-message.ts';
import { EmailField, FullNameField, PhoneField } from '../../components/person-fields.tsx';
import '@mantine/core/styles/Input.css';
import type { contactUsLabels } from '#shared/catalogue/en-CA/contact.ts';
import { useSubmittingLabel } from '../../components/submit-button.tsx';

type Props = { labels: typeof contactUsLabels; headingId: string };

/**
 * The contact form with its submit (spec §7 contact_us/create), checked as the server does. Its
 * own chunk: @mantine/form, the inputs and the mutation arrive after the page's first paint.
 */
export function ContactForm({ labels, headingId }: Props) {
  const submitting = useSubmittingLabel();
  const checks = useFieldChecks();
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: emptyContact,
    validate: contactValidation(checks),
  });
  const captcha = useCaptcha();
  const send = useSendContactMessage(captcha, () => form.reset());
  const sending = send.isPending;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.onSubmit((values) => send.mutate(values))}
    >
      <Stack gap="md">
        <FullNameField labels={labels} {...form.getInputProps('vName')} />
        <EmailField labels={labels} {...form.getInputProps('vEmail')} />
        <PhoneField labels={labels} {...form.getInputProps('vMobile')} />
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
          {sending ? submitting : labels.SUBMIT}
        </Button>
      </Stack>
    </form>
  );
}
