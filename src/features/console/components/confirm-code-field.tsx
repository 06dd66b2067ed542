import { TextInput, type TextInputProps } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { adminSignInTexts } from './console-texts.ts';
import { AdminConfirmCode } from '../../../api/field-rules.ts';
import type { FieldChecks } from '../../../components/form-rules.ts';

/**
 * The contract's rule for the code a refund or a new operator asks for again (decision 078),
 * checked before the call, in the page's language (`checks`: useFieldChecks()).
 */
export function confirmCodeError(checks: FieldChecks) {
  const pattern = checks.matches(AdminConfirmCode);
  return (value: string): string | null => {
    const code = value.trim();
    return code === '' ? checks.say(AdminConfirmCode.messages.required) : pattern(code);
  };
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
