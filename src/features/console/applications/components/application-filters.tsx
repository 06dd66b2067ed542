import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts, adminTexts } from '../../components/console-texts.ts';

export type ApplicationFilterValues = { status: string; search: string };

type Props = {
  values: ApplicationFilterValues;
  onApply: (values: ApplicationFilterValues) => void;
};

/** Which applications: by decision, and a name or e-mail; the server filters. */
export function ApplicationFilters({ values, onApply }: Props) {
  const form = useForm({ initialValues: { ...values, status: values.status || 'Pending' } });
  const { adminListLabels } = useTexts(adminTexts);
  const { applicationsLabels } = useTexts(adminCoreTexts);
  const statuses = [
    { value: 'Pending', label: applicationsLabels.PENDING },
    { value: 'Approved', label: applicationsLabels.APPROVED },
    { value: 'Rejected', label: applicationsLabels.REJECTED },
  ];
  return (
    <form
      aria-label={adminListLabels.FILTERS}
      onSubmit={form.onSubmit((submitted) => onApply(submitted))}
    >
      <Group align="flex-end" gap="sm" mb="md">
        <SegmentedControl
          aria-label={applicationsLabels.STATUS_FILTER}
          data={statuses}
          value={form.values.status}
          onChange={(status) => {
            form.setFieldValue('status', status);
            onApply({ ...form.values, status });
          }}
        />
        <TextInput
          label={applicationsLabels.SEARCH}
          maxLength={100}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('search')}
        />
        <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
      </Group>
    </form>
  );
}
