import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROVINCES } from '#shared/tax-details.ts';
import { useApiClient } from '../../../api/client.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import {
  ownTaxDetailsQuery,
  saveTaxDetails,
  type MaskedTaxDetails,
  type TaxDetailsRequest,
} from '../tax-details-queries.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';

const taxDetailsTexts = defineTexts(
  'tax-details',
  () => import('#shared/catalogue/en-CA/tax-details.ts'),
  () => import('#shared/catalogue/fr-CA/tax-details.ts'),
);

const empty: TaxDetailsRequest = {
  vLegalName: '',
  vStreet: '',
  vCity: '',
  vProvince: '',
  vPostalCode: '',
  dBirthDate: '',
  vNumberKind: 'sin',
  vNumber: '',
  vGstHstNumber: '',
};

/** The form: every field, every time (a change is the whole form again, decision 135). */
function TaxDetailsForm({
  onSaved,
  onCancel,
}: {
  onSaved: (details: MaskedTaxDetails) => void;
  onCancel: (() => void) | null;
}) {
  const client = useApiClient();
  const { taxDetailsCardTexts: texts, provinceNames } = useTexts(taxDetailsTexts);
  const form = useForm<TaxDetailsRequest>({ mode: 'controlled', initialValues: empty });
  const save = useFormSubmit({
    submit: (values: TaxDetailsRequest) => saveTaxDetails(client, values),
    successMessage: texts.saved,
    fallbackErrorMessage: texts.saveFailed,
    errorShownInForm: true,
    onDone: (answer) => onSaved(answer.oDetails),
  });
  const business = form.values.vNumberKind === 'bn';
  return (
    <form noValidate onSubmit={form.onSubmit(save.submit)} aria-label={texts.heading}>
      <Stack gap="md">
        <TextInput
          label={texts.legalName}
          description={texts.legalNameHint}
          autoComplete="name"
          required
          maxLength={200}
          {...form.getInputProps('vLegalName')}
        />
        <TextInput
          label={texts.street}
          autoComplete="street-address"
          required
          maxLength={200}
          {...form.getInputProps('vStreet')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={texts.city}
            autoComplete="address-level2"
            required
            maxLength={100}
            {...form.getInputProps('vCity')}
          />
          <Select
            label={texts.province}
            required
            data={PROVINCES.map((code) => ({ value: code, label: provinceNames[code] }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('vProvince')}
            onChange={(value) => form.setFieldValue('vProvince', value ?? '')}
          />
          <TextInput
            label={texts.postalCode}
            autoComplete="postal-code"
            required
            maxLength={7}
            {...form.getInputProps('vPostalCode')}
          />
        </SimpleGrid>
        <TextInput
          type="date"
          label={texts.birthDate}
          autoComplete="bday"
          required
          maw={240}
          {...form.getInputProps('dBirthDate')}
        />
        <Radio.Group label={texts.numberKind} required {...form.getInputProps('vNumberKind')}>
          <Group mt="xs">
            <Radio value="sin" label={texts.sinChoice} />
            <Radio value="bn" label={texts.bnChoice} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={business ? texts.bn : texts.sin}
            required
            inputMode={business ? 'text' : 'numeric'}
            autoComplete="off"
            maxLength={20}
            {...form.getInputProps('vNumber')}
          />
          <TextInput
            label={texts.gstHst}
            description={texts.gstHstHint}
            autoComplete="off"
            maxLength={20}
            {...form.getInputProps('vGstHstNumber')}
          />
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error}
          </Alert>
        ) : null}
        <Group>
          <SubmitButton loading={save.isSubmitting}>{texts.save}</SubmitButton>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {texts.cancel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The details as kept, masked. */
function MaskedDetails({ details }: { details: MaskedTaxDetails }) {
  const { taxDetailsCardTexts: texts, provinceNames } = useTexts(taxDetailsTexts);
  const format = useFormat();
  const kind = details.eNumberKind === 'bn' ? texts.bn : texts.sin;
  return (
    <Stack gap={4}>
      <Text fw={700}>{details.vLegalName}</Text>
      <Text>
        {details.vCity}, {provinceNames[details.eProvince]}
      </Text>
      <Text>{format.t(texts.born, { year: String(details.iBirthYear) })}</Text>
      <Text>{format.t(texts.numberLine, { kind, number: details.vNumber })}</Text>
      <Text>
        {details.vGstHstNumber === null
          ? texts.notRegistered
          : format.t(texts.gstHstLine, { number: details.vGstHstNumber })}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {format.t(texts.onFile, { day: format.day(details.dtSavedAt.slice(0, 10)) })}
      </Text>
    </Stack>
  );
}

/**
 * "Tax details for reporting" (issue 43, decision 135): the form until the cleaner gives their
 * details once, then the details masked; changing them means entering all of them again.
 */
export function TaxDetailsCard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(ownTaxDetailsQuery(client));
  const { taxDetailsCardTexts: texts } = useTexts(taxDetailsTexts);
  const [changing, setChanging] = useState(false);
  const headingId = useId();
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return null;
  const details = data.oDetails;
  const saved = (next: MaskedTaxDetails) => {
    queryClient.setQueryData(ownTaxDetailsQuery(client).queryKey, { oDetails: next });
    setChanging(false);
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb="xs" id={headingId}>
        {texts.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {texts.why}
      </Text>
      {details === null || changing ? (
        <>
          {changing ? (
            <Text size="sm" mb="sm">
              {texts.changeHint}
            </Text>
          ) : null}
          <TaxDetailsForm
            onSaved={saved}
            onCancel={details === null ? null : () => setChanging(false)}
          />
        </>
      ) : (
        <Stack gap="md" align="flex-start">
          <MaskedDetails details={details} />
          <Button variant="light" onClick={() => setChanging(true)}>
            {texts.change}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
