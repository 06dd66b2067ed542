import { Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminTexts } from '../../components/console-texts.ts';
import classes from './recorded-values.module.css';

/** A value of the audit log as a person reads it: text as is, anything else as JSON. */
function shown(value: unknown, nothing: string): string {
  if (value === null || value === undefined) return nothing;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The values an action found or left (an entry's `before` or `after`), one line per field. */
export function RecordedValues({ values }: { values: Record<string, unknown> | null }) {
  const { auditLogLabels } = useTexts(adminTexts);
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return <Text c="dimmed">{auditLogLabels.NOTHING}</Text>;
  return (
    <dl className={classes.values}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{shown(value, auditLogLabels.NOTHING)}</dd>
        </div>
      ))}
    </dl>
  );
}
