import { TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_DIGITS, phoneDigits } from './form-rules.ts';

type Props = Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength' | 'onChange' | 'onPaste'> & {
  /** Gets the digits, at most ten: the shape `form.getInputProps(path).onChange` accepts. */
  onChange?: (digits: string) => void;
};

/**
 * The phone field of every form (spec §5): digits only, at most ten in the input. Typed or
 * pasted as "(613) 555-0110", it holds 6135550110. Spread `form.getInputProps('vMobile')` on it.
 */
export function PhoneNumberInput({ onChange, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_DIGITS}
      {...props}
      onChange={(event) => onChange?.(phoneDigits(event.currentTarget.value))}
      onPaste={(event) => {
        // Left to the browser, the ten-character limit would cut "(613) 555-0110" to "(613) 555-"
        // before the digits are kept.
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        const pasted = event.clipboardData.getData('text');
        onChange?.(phoneDigits(input.value.slice(0, start) + pasted + input.value.slice(end)));
      }}
    />
  );
}
