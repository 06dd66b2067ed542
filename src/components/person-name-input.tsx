import { TextInput, type TextInputProps } from '@mantine/core';
import { NAME_MAX, nameKeystrokes } from './form-rules.ts';

type Props = Omit<TextInputProps, 'maxLength' | 'onChange'> & {
  /** Gets the field's text: the shape `form.getInputProps(path).onChange` accepts. */
  onChange?: (value: string) => void;
};

/**
 * The name field of every form (decision 033): letters of any language with their accents,
 * spaces, hyphens and apostrophes ("Zoë O’Connor-Roy", "D'Souza"), at most 50; other keystrokes
 * are ignored (spec §5). The form's check is one of form-rules.ts's name checks
 * (`useFieldChecks().firstName`…).
 */
export function PersonNameInput({ onChange, ...props }: Props) {
  return (
    <TextInput
      maxLength={NAME_MAX}
      {...props}
      onChange={(event) => onChange?.(nameKeystrokes(event.currentTarget.value))}
    />
  );
}
