import type { ComponentProps } from 'react';
import { EmailInput } from './email-input.tsx';
import { PersonNameInput } from './person-name-input.tsx';
import { PhoneNumberInput } from './phone-number-input.tsx';

/*
 * The required person fields as every form shows them (decision 061): the field's input of its
 * kind, with the form's own label and placeholder (each form's label list uses the same keys) and
 * the asterisk. Spread `form.getInputProps(path)` on them; the checks are form-rules.ts's.
 */

type Shown = 'label' | 'placeholder' | 'withAsterisk';
type Field<Props, Labels> = { labels: Labels } & Omit<Props, Shown | 'autoComplete'>;
type NameProps = ComponentProps<typeof PersonNameInput>;

export function FullNameField({
  labels,
  ...props
}: Field<NameProps, { FULL_NAME_LABEL: string; FULL_NAME_PLACEHOLDER: string }>) {
  return (
    <PersonNameInput
      label={labels.FULL_NAME_LABEL}
      placeholder={labels.FULL_NAME_PLACEHOLDER}
      autoComplete="name"
      withAsterisk
      {...props}
    />
  );
}

export function FirstNameField({
  labels,
  ...props
}: Field<NameProps, { FIRST_NAME_LABEL: string; FIRST_NAME_PLACEHOLDER: string }>) {
  return (
    <PersonNameInput
      label={labels.FIRST_NAME_LABEL}
      placeholder={labels.FIRST_NAME_PLACEHOLDER}
      autoComplete="given-name"
      withAsterisk
      {...props}
    />
  );
}

export function LastNameField({
  labels,
  ...props
}: Field<NameProps, { LAST_NAME_LABEL: string; LAST_NAME_PLACEHOLDER: string }>) {
  return (
    <PersonNameInput
      label={labels.LAST_NAME_LABEL}
      placeholder={labels.LAST_NAME_PLACEHOLDER}
      autoComplete="family-name"
      withAsterisk
      {...props}
    />
  );
}

export function EmailField({
  labels,
  ...props
}: Field<ComponentProps<typeof EmailInput>, { EMAIL_LABEL: string; EMAIL_PLACEHOLDER: string }>) {
  return (
    <EmailInput
      label={labels.EMAIL_LABEL}
      placeholder={labels.EMAIL_PLACEHOLDER}
      withAsterisk
      {...props}
    />
  );
}

export function PhoneField({
  labels,
  ...props
}: Field<
  ComponentProps<typeof PhoneNumberInput>,
  { PHONE_LABEL: string; PHONE_PLACEHOLDER: string }
>) {
  return (
    <PhoneNumberInput
      label={labels.PHONE_LABEL}
      placeholder={labels.PHONE_PLACEHOLDER}
      withAsterisk
      {...props}
    />
  );
}
