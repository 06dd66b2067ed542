import { Text } from '@mantine/core';
import { auditLogLabels } from '#shared/catalogue/en-CA/admin.ts';
import classes from './recorded-values.module.css';

/** A value of the audit log as a person reads it: text as is, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return auditLogLabels.NOTHING;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The values an action found or left (an entry's `before` or `after`), one line per field. */
export function RecordedValues({ values }: { values: Record<string, unknown> | null }) {
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return <Text c="dimmed">{auditLogLabels.NOTHING}</Text>;
  return (
    <dl className={classes.values}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
