import { useState } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { OwnProfile } from '../../../session/own-profile.ts';
import type { EditProfileLabels } from '../account-labels.ts';
import { profileValuesOf, type ProfileValues } from '../profile-api.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import {
  optionalConfirmationError,
  optionalCurrentPasswordError,
  profilePhoneError,
} from '../profile-rules.ts';
import { PhotoPicker } from './photo-picker.tsx';
import {
  FirstNameField,
  FullNameField,
  LastNameField,
  PhoneField,
} from '../../../components/person-fields.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { EmailInput } from '../../../components/email-input.tsx';

const SHORT_TEXT_MAX = 255;

type Props = {
  own: OwnProfile;
  labels: EditProfileLabels;
  submitting: boolean;
  onSubmit: (values: ProfileValues, photo: File | null) => void;
};

/**
 * The edit-profile form (spec §2, §5): photo, the role's name fields, phone, read-only e-mail,
 * the profile's address and an optional new password with its confirmation, which needs the
 * current password as /change-password does (issue 38).
 */
export function EditProfileForm({ own, labels, submitting, onSubmit }: Props) {
  const customer = own.role === 'customer';
  const checks = useFieldChecks();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(own),
    validate: {
      vFirstName: (value) => (customer ? checks.firstName(value) : null),
      vLastName: (value) => (customer ? checks.lastName(value) : null),
      vFullName: (value) => (customer ? null : checks.contractorName(value)),
      vMobile: profilePhoneError(checks),
      vCurrentPassword: (value, values) =>
        optionalCurrentPasswordError(checks, value, values.vPassword),
      vPassword: checks.optionalPassword,
      vConfirmPassword: (value, values) =>
        optionalConfirmationError(checks, value, values.vPassword),
    },
  });
  const name = own.profile.vFullName;

  return (
    <form
      noValidate
      aria-labelledby="edit-profile-heading"
      onSubmit={form.onSubmit((values) => onSubmit(values, photo))}
    >
      <Stack gap="md">
        <PhotoPicker
          currentSrc={own.profile.vImage}
          name={name}
          label={labels.UPLOAD_PHOTO}
          help={labels.PHOTO_HELP}
          photo={photo}
          onChange={setPhoto}
        />
        {customer ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FirstNameField labels={labels} {...form.getInputProps('vFirstName')} />
            <LastNameField labels={labels} {...form.getInputProps('vLastName')} />
          </SimpleGrid>
        ) : (
          <FullNameField labels={labels} {...form.getInputProps('vFullName')} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EmailInput
            label={labels.EMAIL_LABEL}
            description={labels.EMAIL_HELP}
            value={own.profile.vEmail}
            readOnly
          />
          <PhoneField labels={labels} {...form.getInputProps('vMobile')} />
        </SimpleGrid>
        <TextInput
          label={labels.ADDRESS_LABEL}
          maxLength={SHORT_TEXT_MAX}
          autoComplete="street-address"
          {...form.getInputProps('tAddress')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.CITY_LABEL}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="address-level2"
            {...form.getInputProps('vCity')}
          />
          <TextInput
            label={labels.ZIP_CODE_LABEL}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="postal-code"
            {...form.getInputProps('vZipCode')}
          />
          <TextInput
            label={labels.REGION_LABEL}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="address-level1"
            {...form.getInputProps('vRegion')}
          />
          <TextInput
            label={labels.COUNTRY_LABEL}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="country-name"
            {...form.getInputProps('vCountry')}
          />
        </SimpleGrid>
        <PasswordInput
          label={labels.CURRENT_PASSWORD_LABEL}
          placeholder={labels.CURRENT_PASSWORD_PLACEHOLDER}
          autoComplete="current-password"
          {...form.getInputProps('vCurrentPassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={labels.NEW_PASSWORD_LABEL}
            placeholder={labels.NEW_PASSWORD_PLACEHOLDER}
            autoComplete="new-password"
            {...form.getInputProps('vPassword')}
          />
          <PasswordInput
            label={labels.CONFIRM_PASSWORD_LABEL}
            placeholder={labels.CONFIRM_PASSWORD_PLACEHOLDER}
            autoComplete="new-password"
            {...form.getInputProps('vConfirmPassword')}
          />
        </SimpleGrid>
        <Group>
          <SubmitButton loading={submitting}>{labels.SAVE}</SubmitButton>
          <Button component={Link} to="/profile" variant="default">
            {labels.CANCEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
