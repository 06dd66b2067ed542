import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts, adminTexts } from '../../components/console-texts.ts';

export type CleanerFilterValues = { text: string; cityId: string; standing: string };

type Props = {
  values: CleanerFilterValues;
  cities: { value: string; label: string }[];
  onApply: (values: CleanerFilterValues) => void;
};

const STANDINGS = ['Pending', 'Approved', 'Paused', 'Rejected'];

/** The Cleaners list's filters; the server applies them (the address keeps them). */
export function CleanerFilters({ values, cities, onApply }: Props) {
  const form = useForm({ initialValues: values });
  const { adminListLabels } = useTexts(adminTexts);
  const { adminCleanersLabels: labels, cleanerStandingNames } = useTexts(adminPeopleTexts);
  return (
    <form aria-label={adminListLabels.FILTERS} onSubmit={form.onSubmit(onApply)}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={labels.SEARCH}
          maxLength={120}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('text')}
        />
        <Select
          label={labels.CITY}
          data={[{ value: '', label: labels.ANY }, ...cities]}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
          {...form.getInputProps('cityId')}
        />
        <Select
          label={labels.STANDING}
          data={[
            { value: '', label: labels.ANY },
            ...STANDINGS.map((standing) => ({
              value: standing,
              label: cleanerStandingNames[standing] ?? standing,
            })),
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
          {...form.getInputProps('standing')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { text: '', cityId: '', standing: '' };
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
