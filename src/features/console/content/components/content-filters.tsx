import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminListLabels } from '#shared/labels/admin.ts';
import { adminContentLabels as labels } from '#shared/labels/admin-people.ts';

export type ContentFilterValues = { text: string; published: string };

/** Search by question or title, and published or not; the server applies them. */
export function ContentFilters({
  values,
  onApply,
}: {
  values: ContentFilterValues;
  onApply: (values: ContentFilterValues) => void;
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
          label={labels.PUBLISHED}
          data={[
            { value: '', label: labels.ANY },
            { value: 'yes', label: labels.PUBLISHED },
            { value: 'no', label: labels.UNPUBLISHED },
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
          {...form.getInputProps('published')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { text: '', published: '' };
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
