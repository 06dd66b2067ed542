import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { AccessNotesFields } from '../../../components/access-notes-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import type { AddressFormLabels } from '../address-labels.ts';
import {
  addressMaxLength,
  addressValidation,
  emptyAddress,
  notesValidation,
  type AddressValues,
} from '../address-rules.ts';
import '@mantine/core/styles/Input.css';
import { accessNoteRefusals } from '../../../components/access-note-refusals.ts';

type Props = {
  labels: AddressFormLabels & { SUBMIT: string };
  /** The form's accessible name: the id of the page's heading. */
  labelledBy: string;
  initialValues?: AddressValues;
  /** Add address checks every field (spec §5); edit address has no checks in the spec. */
  validate: boolean;
  submitting: boolean;
  onSubmit: (values: AddressValues) => void;
};

/**
 * The five fields of a customer's address and its optional access notes for the cleaner
 * (decision 100), with Cancel back to /profile.
 */
export function AddressForm({
  labels,
  labelledBy,
  initialValues = emptyAddress,
  validate,
  submitting,
  onSubmit,
}: Props) {
  const checks = useFieldChecks();
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues,
    validate: validate
      ? addressValidation(checks, accessNoteRefusals(labels))
      : notesValidation(accessNoteRefusals(labels)),
  });
  const field = (name: Exclude<keyof AddressValues, 'accessNotes'>) => ({
    maxLength: addressMaxLength[name],
    withAsterisk: true,
    ...form.getInputProps(name),
  });

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput
          label={labels.ADDRESS_LABEL}
          placeholder={labels.ADDRESS_PLACEHOLDER}
          autoComplete="street-address"
          {...field('tAddress')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.CITY_LABEL}
            placeholder={labels.CITY_PLACEHOLDER}
            autoComplete="address-level2"
            {...field('vCity')}
          />
          <TextInput
            label={labels.ZIP_CODE_LABEL}
            placeholder={labels.ZIP_CODE_PLACEHOLDER}
            autoComplete="postal-code"
            {...field('vZipCode')}
          />
          <TextInput
            label={labels.STATE_LABEL}
            placeholder={labels.STATE_PLACEHOLDER}
            autoComplete="address-level1"
            {...field('vState')}
          />
          <TextInput
            label={labels.COUNTRY_LABEL}
            placeholder={labels.COUNTRY_PLACEHOLDER}
            autoComplete="country-name"
            {...field('vCountry')}
          />
        </SimpleGrid>
        <AccessNotesFields
          labels={labels}
          values={form.values.accessNotes}
          errors={{
            vEntryCode: form.errors['accessNotes.vEntryCode'],
            vParking: form.errors['accessNotes.vParking'],
            vPets: form.errors['accessNotes.vPets'],
            tOther: form.errors['accessNotes.tOther'],
          }}
          onChange={(name, value) => form.setFieldValue(`accessNotes.${name}`, value)}
        />
        <Group>
          <SubmitButton loading={submitting}>{labels.SUBMIT}</SubmitButton>
          <Button component={Link} to="/profile" variant="default">
            {labels.CANCEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
