import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Image,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TitleOrder,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { SameDayDetails } from '#machines/same-day-booking.machine.ts';
import type { components } from '#shared/api-schema.d.ts';
import {
  ROOM_COUNTS,
  UNIT_MAX,
  detailsOf,
  detailsValidation,
  fillFromSaved,
  type DetailsValues,
  type SavedAddress,
} from '../details-rules.ts';
import { fillLabel, type SameDayLabels } from '../same-day-labels.ts';
import { HOURLY_SLOTS, cityClock, openSlots } from '../time-slots.ts';
import { RefusalAlert, useFocusFirstInvalid } from '../../../components/focus-on-arrival.tsx';
import { PostalCodeInput } from '../../../components/postal-code-input.tsx';
import { AccessNotesFields } from '../../../components/access-notes-fields.tsx';
import { AddressField } from './address-field.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';
import { StageHeading } from './stage-heading.tsx';
import { RegularPlanChoice } from './regular-plan-choice.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { bookingWizardTexts } from '../booking-texts.ts';
import 'dayjs/locale/fr-ca';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/dates/styles.css';
import '../../../i18n/dates-locales.ts';
import { accessNoteRefusals } from '../../../components/access-note-refusals.ts';

type Schemas = components['schemas'];

export type DetailsCatalog = {
  residenceTypes: Schemas['ResidenceType'][];
  services: Schemas['Service'][];
  extras: Schemas['Extra'][];
  cities: Schemas['City'][];
};

export type DetailsFormProps = {
  labels: SameDayLabels;
  customerName: string;
  initialValues: DetailsValues;
  catalog: DetailsCatalog;
  /** The current instant; the chosen city's "today" and open hours are read from it. */
  now: Date;
  /** The server's message for the last Check Availability (400, 404 or 409). */
  error: string | null;
  submitting: boolean;
  /** A signed-in customer picks from, and may add to, their address book. */
  customer?: boolean;
  onSubmit: (details: SameDayDetails, options: { saveAddress: boolean }) => void;
  onBack: () => void;
  headingOrder: TitleOrder;
  focusHeading?: boolean;
};

/** Spec §9: bookings reach at most a year ahead (the server refuses later dates). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const ROOM_OPTIONS = ROOM_COUNTS;

type SelectField = Exclude<
  keyof DetailsValues,
  'vExtras' | 'vUnit' | 'vAddress' | 'vPostalCode' | 'vDate' | 'accessNotes' | 'iEveryWeeks'
>;

/** Stage 2 (spec §2, §5): the home, the service and the window. */
export function DetailsForm({
  labels,
  customerName,
  initialValues,
  catalog,
  now,
  error,
  submitting,
  customer = false,
  onSubmit,
  onBack,
  headingOrder,
  focusHeading = false,
}: DetailsFormProps) {
  const headingId = useId();
  const dateFieldId = useId();
  const [saveAddress, setSaveAddress] = useState(false);
  const { wizardTexts, detailsErrors } = useTexts(bookingWizardTexts);
  const fmt = useFormat();
  const french = fmt.locale === 'fr-CA';
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues,
    validate: detailsValidation(
      (iCityId) => {
        const city = catalog.cities.find((item) => String(item.iCityId) === iCityId);
        return city ? { name: city.vCity, postalLetters: city.vPostalLetters } : null;
      },
      detailsErrors,
      accessNoteRefusals(labels),
    ),
  });
  const { values } = form;

  // The form is taller than a phone's screen: what stops Check Availability is brought into view
  // with the focus, the first missing choice or the server's refusal (beside the button).
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  /** Mantine's Select takes null, not '', for "nothing chosen" (else it keeps showing the old choice). */
  const selectProps = (path: SelectField) => ({
    ...form.getInputProps(path),
    value: values[path] || null,
    onChange: (value: string | null) => form.setFieldValue(path, value ?? ''),
  });

  const cities = [...catalog.cities].sort((a, b) => a.vCity.localeCompare(b.vCity, fmt.locale));
  const cityOf = (id: string) => cities.find((city) => String(city.iCityId) === id);
  const clockFor = (cityId: string) => cityClock(now, cityOf(cityId)?.vTimeZone);
  const clock = clockFor(values.iCityId);
  const slots = values.vDate ? openSlots(values.vDate, clock) : [...HOURLY_SLOTS];
  // The API's times ('9:00AM') stay the values; each reads in the page's language ('9 h').
  const slotOptions = slots.map((slot) => ({ value: slot, label: fmt.slot(slot) }));
  const roomOptions = (message: string) =>
    ROOM_OPTIONS.map((count) => ({
      value: count,
      label: fmt.t(message, { count: Number(count) }),
    }));
  const extraImages = new Map(catalog.extras.map((extra) => [extra.vExtras, extra.vImage]));

  /** A new city or day can close the chosen hours (or the day itself): those are cleared. */
  function keepOpenChoices(next: { iCityId: string; vDate: string }) {
    const nextClock = clockFor(next.iCityId);
    if (next.vDate !== '' && next.vDate < nextClock.date) {
      form.setFieldValue('vDate', '');
      return;
    }
    const open = next.vDate ? openSlots(next.vDate, nextClock) : HOURLY_SLOTS;
    if (!open.includes(values.vFrom)) form.setFieldValue('vFrom', '');
    if (!open.includes(values.vUntill)) form.setFieldValue('vUntill', '');
  }

  function submit(chosen: DetailsValues) {
    const city = cityOf(chosen.iCityId);
    const service = catalog.services.find((item) => String(item.iServiceId) === chosen.iServiceId);
    onSubmit(
      detailsOf(chosen, { vCity: city?.vCity ?? '', vServiceName: service?.vServiceName ?? '' }),
      { saveAddress: customer && saveAddress },
    );
  }

  function chooseSaved(address: SavedAddress) {
    const { iCityId, accessNotes, ...fields } = fillFromSaved(address, cities);
    if (iCityId !== null && iCityId !== values.iCityId) {
      form.setFieldValue('iCityId', iCityId);
      keepOpenChoices({ iCityId, vDate: values.vDate });
    }
    form.setValues(accessNotes === null ? fields : { ...fields, accessNotes });
    form.clearFieldError('vAddress');
    form.clearFieldError('vPostalCode');
    // A chosen address is in the book already.
    setSaveAddress(false);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.onSubmit(submit, focusFirstInvalid)}
    >
      <Stack gap="md" ta="left">
        <StageHeading order={headingOrder} id={headingId} focusOnMount={focusHeading}>
          {fillLabel(labels.DETAILS_HEADING, { name: customerName })}
        </StageHeading>
        <Text c="dimmed">{labels.DETAILS_SUBHEADING}</Text>
        <Select
          label={labels.RESIDENCE_TYPE_LABEL}
          placeholder={labels.RESIDENCE_TYPE_PLACEHOLDER}
          data={catalog.residenceTypes.map((type) => type.vResidenceType)}
          withAsterisk
          allowDeselect={false}
          {...selectProps('vResidence')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={labels.BEDROOMS_LABEL}
            placeholder={labels.BEDROOMS_PLACEHOLDER}
            data={roomOptions(wizardTexts.BEDROOM_OPTION)}
            withAsterisk
            allowDeselect={false}
            {...selectProps('vBedrooms')}
          />
          <Select
            label={labels.BATHROOMS_LABEL}
            placeholder={labels.BATHROOMS_PLACEHOLDER}
            data={roomOptions(wizardTexts.BATHROOM_OPTION)}
            withAsterisk
            allowDeselect={false}
            {...selectProps('vBathrooms')}
          />
        </SimpleGrid>
        <Select
          label={labels.SERVICE_LABEL}
          placeholder={labels.SERVICE_PLACEHOLDER}
          data={catalog.services.map((service) => ({
            value: String(service.iServiceId),
            label: service.vServiceName,
          }))}
          withAsterisk
          allowDeselect={false}
          {...selectProps('iServiceId')}
        />
        <MultiSelect
          label={labels.EXTRAS_LABEL}
          placeholder={labels.EXTRAS_PLACEHOLDER}
          description={labels.EXTRAS_HELP}
          data={catalog.extras.map((extra) => extra.vExtras)}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <Image src={extraImages.get(option.value)} alt="" w={32} h={32} fit="contain" />
              <Text fz="sm">{option.label}</Text>
            </Group>
          )}
          {...form.getInputProps('vExtras')}
        />
        {customer && (
          <SavedAddressPicker
            label={labels.SAVED_ADDRESS_LABEL}
            placeholder={labels.SAVED_ADDRESS_PLACEHOLDER}
            onChoose={chooseSaved}
          />
        )}
        <Select
          label={labels.CITY_LABEL}
          placeholder={labels.CITY_PLACEHOLDER}
          data={cities.map((city) => ({ value: String(city.iCityId), label: city.vCity }))}
          withAsterisk
          allowDeselect={false}
          {...selectProps('iCityId')}
          onChange={(value) => {
            const iCityId = value ?? '';
            form.setFieldValue('iCityId', iCityId);
            keepOpenChoices({ iCityId, vDate: values.vDate });
          }}
        />
        <TextInput
          label={labels.UNIT_LABEL}
          placeholder={labels.UNIT_PLACEHOLDER}
          maxLength={UNIT_MAX}
          autoComplete="address-line2"
          {...form.getInputProps('vUnit')}
        />
        {values.iCityId !== '' && (
          <AddressField
            label={labels.ADDRESS_LABEL}
            placeholder={labels.ADDRESS_PLACEHOLDER}
            value={values.vAddress}
            error={form.errors.vAddress}
            onChange={(address) => form.setFieldValue('vAddress', address)}
            city={cityOf(values.iCityId)?.vCity ?? null}
          />
        )}
        <PostalCodeInput
          label={labels.POSTAL_CODE_LABEL}
          placeholder={labels.POSTAL_CODE_PLACEHOLDER}
          withAsterisk
          {...form.getInputProps('vPostalCode')}
        />
        {customer && (
          <Checkbox
            label={labels.SAVE_ADDRESS_LABEL}
            checked={saveAddress}
            onChange={(event) => setSaveAddress(event.currentTarget.checked)}
          />
        )}
        <DatePickerInput
          label={labels.DATE_LABEL}
          placeholder={labels.DATE_PLACEHOLDER}
          withAsterisk
          minDate={clock.date}
          maxDate={addDays(clock.date, 365)}
          defaultDate={values.vDate || clock.date}
          valueFormat={french ? 'D MMMM YYYY' : 'MMMM D, YYYY'}
          locale={french ? 'fr-ca' : 'en'}
          previousLabel={wizardTexts.PREVIOUS_MONTH}
          nextLabel={wizardTexts.NEXT_MONTH}
          ariaLabels={{
            previousMonth: wizardTexts.PREVIOUS_MONTH,
            nextMonth: wizardTexts.NEXT_MONTH,
          }}
          // English keeps Mantine's own day names ('22 November 2026'); French reads its weekday.
          {...(french ? { getDayAriaLabel: (day: string) => fmt.calendarDayName(day) } : {})}
          // Mantine's date pickers leave returnFocus off: choosing a day unmounts the focused day
          // button and the focus fell to the page's top. It goes back to this field instead.
          // One id for the field and its calendar: the calendar's dialog is named by the field
          // (aria-labelledby), which Mantine points at the popover's own id, not in the page.
          id={dateFieldId}
          popoverProps={{ returnFocus: true, id: dateFieldId }}
          {...form.getInputProps('vDate')}
          value={values.vDate || null}
          onChange={(value) => {
            const vDate = value ?? '';
            form.setFieldValue('vDate', vDate);
            keepOpenChoices({ iCityId: values.iCityId, vDate });
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={labels.FROM_TIME_LABEL}
            placeholder={labels.FROM_TIME_PLACEHOLDER}
            data={slotOptions}
            withAsterisk
            allowDeselect={false}
            {...selectProps('vFrom')}
          />
          <Select
            label={labels.UNTIL_TIME_LABEL}
            placeholder={labels.UNTIL_TIME_PLACEHOLDER}
            data={slotOptions}
            withAsterisk
            allowDeselect={false}
            {...selectProps('vUntill')}
          />
        </SimpleGrid>
        <Text fz="sm" c="dimmed">
          {labels.TIME_WINDOW_HELP}
        </Text>
        <RegularPlanChoice
          value={values.iEveryWeeks}
          onChange={(weeks) => form.setValues({ iEveryWeeks: weeks })}
        />
        <AccessNotesFields
          labels={labels}
          values={values.accessNotes}
          errors={{
            vEntryCode: form.errors['accessNotes.vEntryCode'],
            vParking: form.errors['accessNotes.vParking'],
            vPets: form.errors['accessNotes.vPets'],
            tOther: form.errors['accessNotes.tOther'],
          }}
          onChange={(field, value) => form.setFieldValue(`accessNotes.${field}`, value)}
        />
        <RefusalAlert message={error} />
        {/* Side by side, "Check Availability" is cut off at phone width: there they stack. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Button variant="default" size="md" onClick={onBack} disabled={submitting}>
            {labels.BACK}
          </Button>
          <Button type="submit" color="ember" size="md" loading={submitting}>
            {labels.CHECK_AVAILABILITY}
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
