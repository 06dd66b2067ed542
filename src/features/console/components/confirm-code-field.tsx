import { TextInput, type TextInputProps } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { adminSignInTexts } from './console-texts.ts';
import { AdminConfirmCode } from '../../../api/field-rules.ts';

/**
 * The contract's rule for the code a refund or a new operator asks for again (decision 078),
 * checked before the call.
 */
export function confirmCodeError(value: string): string | null {
  const code = value.trim();
  if (code === '') return AdminConfirmCode.messages.required;
  return AdminConfirmCode.patterns.every((pattern) => new RegExp(pattern.source).test(code))
    ? null
    : AdminConfirmCode.messages.pattern;
}

/** A fresh code of the operator's authenticator app, in a console form that moves money or access. */
export function ConfirmCodeField(props: Omit<TextInputProps, 'label'>) {
  const { confirmCodeLabels } = useTexts(adminSignInTexts);
  return (
    <TextInput
      label={confirmCodeLabels.LABEL}
      description={confirmCodeLabels.HINT}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      {...props}
    />
  );
}
