import { TextInput, type TextInputProps } from '@mantine/core';

type Props = Omit<TextInputProps, 'onChange' | 'maxLength' | 'autoComplete'> & {
  /** Gets the text upper-cased: the shape `form.getInputProps(path).onChange` accepts. */
  onChange?: (value: string) => void;
};

/**
 * The postal-code field of every form (A1A 1A1). Letters show in capitals as typed; the space
 * is optional, and the rule (shared/postal-code.ts) normalizes the code when it is sent.
 */
export function PostalCodeInput({ onChange, ...props }: Props) {
  return (
    <TextInput
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={7}
      {...props}
      onChange={(event) => onChange?.(event.currentTarget.value.toUpperCase())}
    />
  );
}
