import { useId } from 'react';
import { Alert, Anchor, Button, Stack, Text, type TitleOrder } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import type { SameDayContact } from '#machines/same-day-booking.machine.ts';
import { cleanContact, contactValidation } from '../contact-rules.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import type { SameDayLabels } from '../same-day-labels.ts';
import { StageHeading } from './stage-heading.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { bookingWizardTexts } from '../booking-texts.ts';
import { useFocusFirstInvalid } from '../../../components/focus-on-arrival.tsx';
import { EmailField, FullNameField, PhoneField } from '../../../components/person-fields.tsx';
import '@mantine/core/styles/Input.css';

type Props = {
  labels: SameDayLabels;
  initialValues: SameDayContact;
  /** The server's message for the last Continue (spec §4: 400 or 404 stays with the message). */
  error: string | null;
  submitting: boolean;
  onSubmit: (contact: SameDayContact) => void;
  headingOrder: TitleOrder;
  /** The home block's section already carries the same heading above the form. */
  showHeading: boolean;
  focusHeading?: boolean;
};

/** The label's note with its "Privacy Policy" turned into the link (added when the text lacks it). */
function PrivacyNote({ text }: { text: string }) {
  const PRIVACY_LINK_TEXT = useTexts(bookingWizardTexts).wizardTexts.PRIVACY_LINK;
  const at = text.indexOf(PRIVACY_LINK_TEXT);
  const link = (
    <Anchor component={Link} to="/privacy-policy" fz="sm" underline="always">
      {PRIVACY_LINK_TEXT}
    </Anchor>
  );
  return (
    <Text fz="sm" c="dimmed">
      {at === -1 ? (
        <>
          {text} {link}
        </>
      ) : (
        <>
          {text.slice(0, at)}
          {link}
          {text.slice(at + PRIVACY_LINK_TEXT.length)}
        </>
      )}
    </Text>
  );
}

/** Stage 1 (spec §2, §5): who is booking. */
export function ContactForm({
  labels,
  initialValues,
  error,
  submitting,
  onSubmit,
  headingOrder,
  showHeading,
  focusHeading = false,
}: Props) {
  const headingId = useId();
  const checks = useFieldChecks();
  const form = useForm<SameDayContact>({
    mode: 'controlled',
    initialValues,
    validate: contactValidation(checks),
  });
  // With a phone's keyboard up, the first field in error can be out of sight above Continue.
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  return (
    <form
      ref={formRef}
      noValidate
      {...(showHeading
        ? { 'aria-labelledby': headingId }
        : { 'aria-label': labels.SAME_DAY_HEADING })}
      onSubmit={form.onSubmit((values) => onSubmit(cleanContact(values)), focusFirstInvalid)}
    >
      <Stack gap="md" ta="left">
        {showHeading && (
          <StageHeading order={headingOrder} id={headingId} focusOnMount={focusHeading}>
            {labels.SAME_DAY_HEADING}
          </StageHeading>
        )}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <FullNameField labels={labels} {...form.getInputProps('vFullName')} />
        <EmailField labels={labels} {...form.getInputProps('vEmail')} />
        <PhoneField labels={labels} {...form.getInputProps('vMobile')} />
        <Button type="submit" color="ember" size="md" loading={submitting}>
          {labels.CONTINUE}
        </Button>
        <PrivacyNote text={labels.PRIVACY_NOTE} />
      </Stack>
    </form>
  );
}
