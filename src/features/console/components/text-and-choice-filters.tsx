import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../i18n/texts.ts';
import { adminTexts } from './console-texts.ts';

export type TextAndChoice = { text: string; choice: string };

/**
 * A console list's filters of a text search and one choice ('' for any); the server applies
 * them and the address keeps them. The Content and Comments lists share it.
 */
export function TextAndChoiceFilters({
  values,
  onApply,
  searchLabel,
  choiceLabel,
  anyLabel,
  choices,
  choiceWidth,
}: {
  values: TextAndChoice;
  onApply: (values: TextAndChoice) => void;
  searchLabel: string;
  choiceLabel: string;
  anyLabel: string;
  choices: { value: string; label: string }[];
  choiceWidth: number;
}) {
  const form = useForm({ initialValues: values });
  const { adminListLabels } = useTexts(adminTexts);
  return (
    <form aria-label={adminListLabels.FILTERS} onSubmit={form.onSubmit(onApply)}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={searchLabel}
          maxLength={120}
          w={{ base: '100%', sm: 260 }}
          {...form.getInputProps('text')}
        />
        <Select
          label={choiceLabel}
          data={[{ value: '', label: anyLabel }, ...choices]}
          allowDeselect={false}
          w={{ base: '100%', sm: choiceWidth }}
          {...form.getInputProps('choice')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { text: '', choice: '' };
              form.setValues(empty);
              onApply(empty);
            }}
          >
            {adminListLabels.CLEAR_FILTERS}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
