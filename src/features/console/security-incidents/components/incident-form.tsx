import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminRetentionTexts } from '../../components/console-texts.ts';
import type { IncidentInput, SecurityIncident } from '../queries.ts';

type Props = {
  /** The form's name for screen readers (the dialog's title, or the page's). */
  label: string;
  incident?: SecurityIncident | undefined;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: IncidentInput) => void;
  onCancel?: (() => void) | undefined;
};

/**
 * An incident's fields, to record one (in the dialog) or change it (on its page). The server
 * checks them and answers its sentence as a toast; the form keeps what was typed to correct it.
 */
export function IncidentForm({
  label,
  incident,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: Props) {
  const { securityIncidentLabels: labels } = useTexts(adminRetentionTexts);
  const form = useForm({
    initialValues: {
      title: incident?.title ?? '',
      description: incident?.description ?? '',
      occurredOn: incident?.occurredOn ?? '',
      discoveredOn: incident?.discoveredOn ?? '',
      dataAffected: incident?.dataAffected ?? '',
      peopleAffected: (incident?.peopleAffected ?? '') as number | string,
      realRiskOfSignificantHarm: incident?.realRiskOfSignificantHarm ?? false,
      reportedToCommissionerOn: incident?.reportedToCommissionerOn ?? '',
      peopleNotifiedOn: incident?.peopleNotifiedOn ?? '',
    },
  });
  const submit = form.onSubmit((values) =>
    onSubmit({
      ...values,
      peopleAffected: typeof values.peopleAffected === 'number' ? values.peopleAffected : null,
      reportedToCommissionerOn: values.reportedToCommissionerOn || null,
      peopleNotifiedOn: values.peopleNotifiedOn || null,
    }),
  );
  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap="md">
        <TextInput
          label={labels.TITLE}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={labels.DESCRIPTION}
          description={labels.DESCRIPTION_HINT}
          required
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={labels.OCCURRED}
            required
            {...form.getInputProps('occurredOn')}
          />
          <TextInput
            type="date"
            label={labels.DISCOVERED}
            required
            {...form.getInputProps('discoveredOn')}
          />
        </SimpleGrid>
        <Textarea
          label={labels.DATA_AFFECTED}
          description={labels.DATA_AFFECTED_HINT}
          required
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('dataAffected')}
        />
        <NumberInput
          label={labels.PEOPLE_AFFECTED}
          description={labels.PEOPLE_AFFECTED_HINT}
          min={0}
          max={100_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('peopleAffected')}
        />
        <Checkbox
          label={labels.REAL_RISK}
          description={labels.REAL_RISK_HINT}
          {...form.getInputProps('realRiskOfSignificantHarm', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={labels.REPORTED}
            description={labels.DAY_HINT}
            {...form.getInputProps('reportedToCommissionerOn')}
          />
          <TextInput
            type="date"
            label={labels.NOTIFIED}
            description={labels.DAY_HINT}
            {...form.getInputProps('peopleNotifiedOn')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {labels.CANCEL}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
