import { Anchor, Checkbox, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { normalizePhone } from '../../../components/form-rules.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { CaptchaBox, type Captcha } from '../../../components/captcha.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { RegisterValues } from '../auth-api.ts';
import type { RegisterLabels } from '../auth-labels.ts';
import { FormError } from './form-error.tsx';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../../components/person-fields.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';

/** The opt-in's wording (issue 44, decision 142): the server records this very text with it. */
const consentCatalogue = defineTexts(
  'email-consent',
  () => import('#shared/catalogue/en-CA/email-consent.ts'),
  () => import('#shared/catalogue/fr-CA/email-consent.ts'),
);

type Props = {
  labels: RegisterLabels;
  /** The form's captcha (useCaptcha), shown above the button when the app has one. */
  captcha?: Captcha;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: RegisterValues) => void;
  /** The e-mail to start with (from a guest's booking page); empty by default. */
  initialEmail?: string;
};

const emptyRegistration = {
  vFirstName: '',
  vLastName: '',
  vEmail: '',
  vMobile: '',
  vPassword: '',
  vConfirmPassword: '',
  bEmailOffers: false,
};

/**
 * The fields of authRegister with the server's messages; the confirmation is checked here only
 * (the contract does not take it) so a typo cannot lock the new customer out.
 */
export function RegisterForm({
  labels,
  captcha,
  submitting,
  error,
  onSubmit,
  initialEmail = '',
}: Props) {
  const checks = useFieldChecks();
  const { consentWordings } = useTexts(consentCatalogue);
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...emptyRegistration, vEmail: initialEmail },
    validate: {
      vFirstName: checks.firstName,
      vLastName: checks.lastName,
      vEmail: checks.email,
      vMobile: checks.phone,
      vPassword: checks.newPassword,
      vConfirmPassword: (value, values) => checks.confirmPassword(value, values.vPassword),
    },
  });

  return (
    <form
      noValidate
      aria-label={labels.HEADING}
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          vFirstName: values.vFirstName.trim(),
          vLastName: values.vLastName.trim(),
          vEmail: values.vEmail.trim(),
          vMobile: normalizePhone(values.vMobile) ?? values.vMobile,
          vPassword: values.vPassword,
          bEmailOffers: values.bEmailOffers,
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FirstNameField labels={labels} {...form.getInputProps('vFirstName')} />
          <LastNameField labels={labels} {...form.getInputProps('vLastName')} />
        </SimpleGrid>
        <EmailField labels={labels} {...form.getInputProps('vEmail')} />
        <PhoneField labels={labels} {...form.getInputProps('vMobile')} />
        <PasswordInput
          label={labels.PASSWORD_LABEL}
          placeholder={labels.PASSWORD_PLACEHOLDER}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('vPassword')}
        />
        <PasswordInput
          label={labels.CONFIRM_PASSWORD_LABEL}
          placeholder={labels.CONFIRM_PASSWORD_PLACEHOLDER}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('vConfirmPassword')}
        />
        {/* Unticked until the person ticks it: CASL's express consent. */}
        <Checkbox
          label={consentWordings.registration}
          {...form.getInputProps('bEmailOffers', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          {labels.TERMS_NOTE}
        </Text>
        {captcha && <CaptchaBox captcha={captcha} />}
        <FormError message={error} />
        <SubmitButton loading={submitting} fullWidth>
          {labels.REGISTER}
        </SubmitButton>
        <Text size="sm" ta="center">
          {labels.HAVE_ACCOUNT}{' '}
          <Anchor component={Link} to="/login" underline="always">
            {labels.LOGIN_LINK}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {labels.CONTRACTOR_PROMPT}{' '}
          <Anchor component={Link} to="/contractor-application" underline="always">
            {labels.CONTRACTOR_LINK}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
