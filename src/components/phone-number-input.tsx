import { TextInput, type TextInputProps } from '@mantine/core';
import {
  hasTooManyPhoneDigits,
  normalizePhone,
  PHONE_INPUT_MAX,
  phoneKeystrokes,
  phonePaste,
} from './form-rules.ts';

type Props = Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength' | 'onChange' | 'onPaste'> & {
  /** Gets the field's text: the shape `form.getInputProps(path).onChange` accepts. */
  onChange?: (value: string) => void;
};

/**
 * The phone field of every form (decision 033). It takes a number written as Canadians write it
 * ("+1 (780) 555-0123", "780.555.0123") and, once it is a whole number, shows the ten digits
 * that are stored (7805550123): at once for a paste, on leaving the field for typing, so the
 * caret does not jump while someone types. Spread `form.getInputProps('vMobile')` on it; the
 * form's check is `useFieldChecks().phone`.
 */
export function PhoneNumberInput({ onChange, onBlur, value, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_INPUT_MAX}
      {...props}
      value={value}
      onChange={(event) => {
        const text = phoneKeystrokes(event.currentTarget.value);
        // A digit past the number's last is refused, as a length limit refuses a keystroke;
        // cutting one off the end instead would change a number corrected in its middle.
        if (hasTooManyPhoneDigits(text)) return;
        onChange?.(text);
      }}
      onBlur={(event) => {
        const digits = normalizePhone(event.currentTarget.value);
        if (digits !== null && digits !== event.currentTarget.value) onChange?.(digits);
        onBlur?.(event);
      }}
      onPaste={(event) => {
        // A pasted number is taken whole: the browser's own paste would keep "+1 (780) 555-0123"
        // only as far as the length limit and leave the caret in the middle of it.
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        const pasted = event.clipboardData.getData('text');
        const text = input.value.slice(0, start) + pasted + input.value.slice(end);
        onChange?.(normalizePhone(text) ?? phonePaste(text));
      }}
    />
  );
}
