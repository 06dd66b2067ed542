import { TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'type' | 'autoComplete'>;

/**
 * The e-mail field of every form: the browser's e-mail keyboard and autofill. Spread
 * `form.getInputProps('vEmail')` on it; the form's check is `useFieldChecks().email` (form-rules.ts).
 */
export function EmailInput(props: Props) {
  return <TextInput type="email" autoComplete="email" {...props} />;
}
