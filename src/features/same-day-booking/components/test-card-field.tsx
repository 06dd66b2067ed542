import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Badge, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTestAuthentication } from '../../../components/test-authentication.tsx';
import {
  cardFailure,
  type RegisterCardAuthenticator,
  type RegisterCardSource,
} from '../card-source.ts';
import {
  emptyTestCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardPaymentMethod,
  type TestCardInput,
  type TestCardValues,
} from '../test-card-rules.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { bookingWizardTexts } from '../booking-texts.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';

type Props = {
  /** The card field's legend (label CARD_LABEL). */
  label: string;
  /** The card or server message, shown under the field. */
  error?: string | null | undefined;
  disabled?: boolean;
  /** Receives the source that turns the entered test card into Stripe's test payment method. */
  onSourceChange?: RegisterCardSource | undefined;
  /** Receives the test gateway's authentication page, for cards whose bank asks (3-D Secure). */
  onAuthenticatorChange?: RegisterCardAuthenticator | undefined;
  /** The expiry must not be before this month; injectable for stories and tests. */
  now?: () => Date;
  /** Initial values, for stories. */
  initialValues?: TestCardValues;
};

const currentDate = () => new Date();

/**
 * The card field when no Stripe publishable key is configured (DESIGN.md "Payments"): clearly
 * marked test mode, it maps Stripe's test card numbers to the test payment methods the server's
 * offline gateway plays back. No card data leaves the browser; only the test method's name does.
 * A card whose bank asks for 3-D Secure (4000 0025 0000 3155, 4000 0027 6000 3184) opens the
 * test gateway's authentication page, where the tester approves or fails it (decision 099).
 */
export function TestCardField({
  label,
  error,
  disabled = false,
  onSourceChange,
  onAuthenticatorChange,
  now = currentDate,
  initialValues = emptyTestCard,
}: Props) {
  const { paymentTexts: texts } = useTexts(bookingWizardTexts);
  const testAuthentication = useTestAuthentication();
  const { authenticate } = testAuthentication;
  useEffect(() => {
    if (!onAuthenticatorChange) return;
    onAuthenticatorChange(authenticate);
    return () => onAuthenticatorChange(null);
  }, [authenticate, onAuthenticatorChange]);
  const [values, setValues] = useState<TestCardValues>(initialValues);
  /** The input the last attempt failed on; null when the card itself was fine. */
  const [invalidInput, setInvalidInput] = useState<TestCardInput | null>(null);
  const noteId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!onSourceChange) return;
    onSourceChange(async () => {
      const outcome = testCardPaymentMethod(values, now(), texts);
      setInvalidInput('error' in outcome ? outcome.input : null);
      if ('error' in outcome) throw cardFailure(outcome.error);
      return outcome.paymentMethodId;
    });
    return () => onSourceChange(null);
  }, [values, now, onSourceChange, texts]);

  // The message belongs to the whole card (a decline is about no input in particular): the
  // group carries it as its description, and the input it is about is marked invalid.
  const inputProps = (input: TestCardInput, format: (typed: string) => string) => ({
    value: values[input],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const formatted = format(event.currentTarget.value);
      setValues((current) => ({ ...current, [input]: formatted }));
    },
    disabled,
    inputMode: 'numeric' as const,
    error: Boolean(error) && invalidInput === input,
  });

  return (
    <Fieldset
      aria-describedby={error ? `${noteId} ${errorId}` : noteId}
      legend={
        <Group gap="xs" component="span">
          <span>{label}</span>
          <Badge color="ember" variant="light" component="span">
            {texts.TEST_MODE}
          </Badge>
        </Group>
      }
      variant="filled"
    >
      <Text id={noteId} size="sm" c="dimmed" mb="sm">
        {texts.TEST_MODE_NOTE}
      </Text>
      <TextInput
        label={texts.CARD_NUMBER_LABEL}
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        {...inputProps('number', formatCardNumber)}
      />
      {/* Bottom-aligned: on a phone "Expiry date (MM/YY)" takes two lines and "CVC" one. */}
      <SimpleGrid cols={2} mt="sm" style={{ alignItems: 'end' }}>
        <TextInput
          label={texts.EXPIRY_LABEL}
          placeholder={texts.EXPIRY_PLACEHOLDER}
          autoComplete="cc-exp"
          {...inputProps('expiry', formatExpiry)}
        />
        <TextInput
          label={texts.CVC_LABEL}
          placeholder="123"
          autoComplete="cc-csc"
          {...inputProps('cvc', formatCvc)}
        />
      </SimpleGrid>
      {error && (
        <Text id={errorId} role="alert" size="sm" c="var(--mantine-color-error)" mt="sm">
          {error}
        </Text>
      )}
      {testAuthentication.dialog}
    </Fieldset>
  );
}
