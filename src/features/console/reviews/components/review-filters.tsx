import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts, adminTexts } from '../../components/console-texts.ts';

export type ReviewFilterValues = {
  text: string;
  audience: string;
  visibility: string;
  rating: string;
};

/** The Reviews list's filters; the server applies them (the address keeps them). */
export function ReviewFilters({
  values,
  onApply,
}: {
  values: ReviewFilterValues;
  onApply: (values: ReviewFilterValues) => void;
}) {
  const form = useForm({ initialValues: values });
  const { adminListLabels } = useTexts(adminTexts);
  const { adminReviewsLabels: labels } = useTexts(adminPeopleTexts);
  const any = { value: '', label: labels.ANY };
  return (
    <form aria-label={adminListLabels.FILTERS} onSubmit={form.onSubmit(onApply)}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={labels.SEARCH}
          maxLength={120}
          w={{ base: '100%', sm: 220 }}
          {...form.getInputProps('text')}
        />
        <Select
          label={labels.AUDIENCE}
          data={[
            any,
            { value: 'Customer', label: labels.CUSTOMERS },
            { value: 'Contractor', label: labels.CLEANERS },
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
          {...form.getInputProps('audience')}
        />
        <Select
          label={labels.VISIBILITY}
          data={[
            any,
            { value: 'Shown', label: labels.SHOWN_BADGE },
            { value: 'Hidden', label: labels.HIDDEN_BADGE },
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 130 }}
          {...form.getInputProps('visibility')}
        />
        <Select
          label={labels.RATING}
          data={[
            any,
            ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value} ★` })),
          ]}
          allowDeselect={false}
          w={{ base: '100%', sm: 110 }}
          {...form.getInputProps('rating')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { text: '', audience: '', visibility: '', rating: '' };
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
