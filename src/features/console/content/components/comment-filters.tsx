import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminListLabels } from '#shared/labels/admin.ts';
import { adminCommentsLabels as labels } from '#shared/labels/admin-people.ts';

export type CommentFilterValues = { text: string; visibility: string };

/** The Comments list's filters; the server applies them (the address keeps them). */
export function CommentFilters({
  values,
  onApply,
}: {
  values: CommentFilterValues;
  onApply: (values: CommentFilterValues) => void;
}) {
  const form = useForm({ initialValues: values });
  return (
    <form aria-label={adminListLabels.FILTERS} onSubmit={form.onSubmit(onApply)}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={labels.SEARCH}
          maxLength={120}
          w={{ base: '100%', sm: 260 }}
          {...form.getInputProps('text')}
        />
        <Select
          label={labels.VISIBILITY}
          data={[
            { value: '', label: labels.ANY },
            { value: 'Shown', label: labels.SHOWN_BADGE },
            { value: 'Hidden', label: labels.HIDDEN_BADGE },
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 130 }}
          {...form.getInputProps('visibility')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { text: '', visibility: '' };
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
