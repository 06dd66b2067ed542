import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminTexts } from '../../components/console-texts.ts';

export type AuditLogFilterValues = { action: string; subjectType: string; operatorEmail: string };

type Props = { values: AuditLogFilterValues; onApply: (values: AuditLogFilterValues) => void };

/** The audit log's filters; the server applies them (the address keeps them). */
export function AuditLogFilters({ values, onApply }: Props) {
  const form = useForm({ initialValues: values });
  const { adminListLabels, auditLogLabels } = useTexts(adminTexts);
  return (
    <form
      aria-label={adminListLabels.FILTERS}
      onSubmit={form.onSubmit((submitted) => onApply(submitted))}
    >
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          label={auditLogLabels.ACTION_FILTER}
          placeholder={auditLogLabels.ACTION_FILTER_HINT}
          maxLength={80}
          w={{ base: '100%', sm: 220 }}
          {...form.getInputProps('action')}
        />
        <TextInput
          label={auditLogLabels.SUBJECT_TYPE_FILTER}
          maxLength={40}
          w={{ base: '100%', sm: 160 }}
          {...form.getInputProps('subjectType')}
        />
        <TextInput
          label={auditLogLabels.OPERATOR_FILTER}
          type="email"
          maxLength={254}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('operatorEmail')}
        />
        <Group gap="xs">
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
          <Button
            variant="default"
            onClick={() => {
              const empty = { action: '', subjectType: '', operatorEmail: '' };
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
