import {
  Alert,
  Anchor,
  Checkbox,
  FileInput,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { normalizePhone } from '../../../components/form-rules.ts';
import { CaptchaBox, type Captcha } from '../../../components/captcha.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import {
  PHOTO_ACCEPT,
  applicationValidation,
  emptyApplication,
  type ApplicationValues,
} from '../application-rules.ts';
import type { ApplicationLabels } from '../application-labels.ts';
import type { ApplicationFields } from '../queries.ts';
import { EmailField, FullNameField, PhoneField } from '../../../components/person-fields.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

type Option = { value: string; label: string };

type Props = {
  labels: ApplicationLabels;
  cities: Option[];
  experienceOptions: Option[];
  /** The form's captcha (useCaptcha), shown above the button when the app has one. */
  captcha?: Captcha;
  submitting: boolean;
  error: string | null;
  onSubmit: (fields: ApplicationFields, photo: File) => void;
};

/** The contractorCreate form, checked with the server's messages before it is sent. */
export function ApplicationForm({
  labels,
  cities,
  experienceOptions,
  captcha,
  submitting,
  error,
  onSubmit,
}: Props) {
  const checks = useFieldChecks();
  const form = useForm<ApplicationValues>({
    mode: 'controlled',
    initialValues: emptyApplication,
    validate: applicationValidation(checks),
  });

  const submit = form.onSubmit((values) => {
    // Validation has required the photo; the check keeps the types honest.
    if (!values.vImage) return;
    onSubmit(
      {
        vFullName: values.vFullName.trim(),
        vEmail: values.vEmail.trim(),
        vMobile: normalizePhone(values.vMobile) ?? values.vMobile,
        iCityId: values.iCityId,
        iExperienceId: values.iExperienceId,
        vPassword: values.vPassword,
        eBackgroundCheck: 'Yes',
      },
      values.vImage,
    );
  });

  return (
    <form noValidate aria-label={labels.HEADING} onSubmit={submit}>
      <Stack gap="md">
        <FullNameField labels={labels} {...form.getInputProps('vFullName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <EmailField labels={labels} {...form.getInputProps('vEmail')} />
          <PhoneField labels={labels} {...form.getInputProps('vMobile')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label={labels.CITY_LABEL}
            data={[{ value: '', label: labels.CITY_PLACEHOLDER }, ...cities]}
            withAsterisk
            {...form.getInputProps('iCityId')}
          />
          <NativeSelect
            label={labels.EXPERIENCE_LABEL}
            data={[{ value: '', label: labels.EXPERIENCE_PLACEHOLDER }, ...experienceOptions]}
            withAsterisk
            {...form.getInputProps('iExperienceId')}
          />
        </SimpleGrid>
        <FileInput
          label={labels.PHOTO_LABEL}
          placeholder={labels.PHOTO_BUTTON}
          description={labels.PHOTO_HELP}
          accept={PHOTO_ACCEPT}
          clearable
          withAsterisk
          {...form.getInputProps('vImage')}
        />
        <PasswordInput
          label={labels.PASSWORD_LABEL}
          placeholder={labels.PASSWORD_PLACEHOLDER}
          description={labels.PASSWORD_HELP}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('vPassword')}
        />
        <Checkbox
          label={labels.BACKGROUND_CHECK_LABEL}
          {...form.getInputProps('eBackgroundCheck', { type: 'checkbox' })}
        />
        {captcha && <CaptchaBox captcha={captcha} />}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <SubmitButton loading={submitting} color="ember">
          {labels.SUBMIT}
        </SubmitButton>
        <Text size="sm">
          {labels.HAVE_ACCOUNT}{' '}
          <Anchor component={Link} to="/login" underline="always">
            {labels.LOGIN_LINK}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
