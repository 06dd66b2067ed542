import classes from './field-list.module.css';

/** Labelled values of a booking's page, a term beside its value (above it on a phone). */
export function FieldList({ fields }: { fields: [string, string][] }) {
  return (
    <dl className={classes.fields}>
      {fields.map(([term, value]) => (
        <div key={term} className={classes.field}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
