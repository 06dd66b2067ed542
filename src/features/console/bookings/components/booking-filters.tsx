import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts, adminTexts } from '../../components/console-texts.ts';

export type BookingFilterValues = {
  bookingNo: string;
  email: string;
  cityId: string;
  status: string;
  date: string;
};

export const NO_FILTERS: BookingFilterValues = {
  bookingNo: '',
  email: '',
  cityId: '',
  status: '',
  date: '',
};

const STATUSES = [
  'draft',
  'quoted',
  'authorized',
  'assigned',
  'inProgress',
  'completed',
  'cancelled',
] as const;

type Props = {
  values: BookingFilterValues;
  cities: { id: number; name: string }[];
  onApply: (values: BookingFilterValues) => void;
};

/** The Bookings list's filters; the server applies them (the address keeps them). */
export function BookingFilters({ values, cities, onApply }: Props) {
  const form = useForm({ initialValues: values });
  const { adminListLabels } = useTexts(adminTexts);
  const { adminBookingsLabels, lifecycleStateNames } = useTexts(adminBookingsTexts);
  const any = { value: '', label: adminBookingsLabels.ANY };
  return (
    <form
      aria-label={adminListLabels.FILTERS}
      onSubmit={form.onSubmit((submitted) => onApply(submitted))}
    >
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={adminBookingsLabels.FILTER_BOOKING_NO}
          placeholder={adminBookingsLabels.FILTER_BOOKING_NO_HINT}
          maxLength={20}
          w={{ base: '100%', sm: 160 }}
          {...form.getInputProps('bookingNo')}
        />
        <TextInput
          label={adminBookingsLabels.FILTER_EMAIL}
          maxLength={254}
          w={{ base: '100%', sm: 220 }}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={adminBookingsLabels.FILTER_CITY}
          data={[any, ...cities.map((city) => ({ value: String(city.id), label: city.name }))]}
          w={{ base: '100%', sm: 170 }}
          {...form.getInputProps('cityId')}
        />
        <NativeSelect
          label={adminBookingsLabels.FILTER_STATUS}
          data={[
            any,
            ...STATUSES.map((status) => ({
              value: status,
              label: lifecycleStateNames[status] ?? status,
            })),
          ]}
          w={{ base: '100%', sm: 200 }}
          {...form.getInputProps('status')}
        />
        <TextInput
          type="date"
          label={adminBookingsLabels.FILTER_DATE}
          w={{ base: '100%', sm: 170 }}
          {...form.getInputProps('date')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              form.setValues(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {adminListLabels.CLEAR_FILTERS}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
