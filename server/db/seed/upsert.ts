import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes the listed columns from the row that was proposed
 * (`excluded`), so re-running the seed brings seeded rows back to the seed's values.
 */
export function fromExcluded<Table extends PgTable>(
  table: Table,
  keys: (keyof Table['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`No column ${key}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}
