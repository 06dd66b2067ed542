import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { literal, sessionPrepared } from '#server/db/session-prepared.ts';
import { quoteBoundColumns } from '#server/quote/quote-write.ts';

// The quote's writes run on PGlite as EXECUTE with literals (decision 154): a value `literal()`
// cannot write would fail there only, in production, while node-postgres binds it on PostgreSQL.
// So every column type the quote binds (read from the schema) must be one this test knows, and
// each known type's values, as a caller hands them (the column's text form, no Date nor object),
// must land as PostgreSQL's own binding of the same value lands them.

/** Values of each column type, as the driver gets them (placeholders skip column encoders). */
const samples: Record<string, unknown[]> = {
  integer: [0, 42, -7, 2147483647, null],
  text: ['', 'H3Z 2Y7', "l'Île-des-Sœurs", 'a\\b "c" {d}\n', null],
  jsonb: ['[]', '["oven","windows"]', '{"a":[1,"b"]}', null],
  date: ['2026-11-30', '2027-02-28', null],
  'timestamp with time zone': ['2026-11-30T14:00:00.000Z', '2026-03-08T07:30:00.000Z', null],
  // Bound by no quote write yet: ready for the first that is.
  boolean: [true, false, null],
  numeric: ['12.50', '0', 3, null],
  bigint: [9007199254740993n, 0, null],
};

const typeOf = (sqlType: string) => sqlType.replace(/\(.*\)$/, '');

describe("the quote's prepared writes on PGlite", () => {
  it('bind only column types whose literals are checked here', () => {
    const columns = getTableColumns(bookings);
    const bound = quoteBoundColumns.map((name) => {
      const column = columns[name as keyof typeof columns];
      if (!column) throw new Error(`the quote binds ${name}, not a booking column`);
      return { name, type: typeOf(column.getSQLType()) };
    });
    const unknown = bound.filter(({ type }) => !(type in samples));
    // A new type: check what literal() makes of its values and add them to `samples`.
    expect(unknown).toEqual([]);
    expect(new Set(bound.map(({ type }) => type))).toEqual(
      new Set(['text', 'integer', 'jsonb', 'date', 'timestamp with time zone']),
    );
  });

  describe('literal() against PostgreSQL binding the same value', () => {
    let db: PGlite;
    // A fresh PGlite starts in a few seconds, longer on a busy machine.
    beforeAll(async () => {
      db = await PGlite.create();
    }, 60_000);
    afterAll(async () => {
      await db.close();
    });

    it.each(Object.entries(samples))(
      '%s',
      async (type, values) => {
        const table = `t_${type.replace(/\W/g, '_')}`;
        await db.exec(`create table ${table} (k int, v ${type})`);
        const insert = new PgDialect().sqlToQuery(
          sql`insert into ${sql.raw(table)} (k, v) values (${sql.placeholder('k')}, ${sql.placeholder('v')})`,
        );
        const execute = sessionPrepared(db, `w_${table}`, insert);
        for (const [index, value] of values.entries()) {
          expect(await execute({ k: index, v: value })).toBe(1);
          await db.query(`insert into ${table} (k, v) values ($1, $2)`, [
            -1 - index,
            typeof value === 'bigint' ? String(value) : value,
          ]);
        }
        const rows = await db.query<{ k: number; v: string | null }>(
          `select k, v::text as v from ${table}`,
        );
        const byKey = new Map(rows.rows.map((row) => [row.k, row.v]));
        for (const index of values.keys()) {
          expect(byKey.get(index), `${type} ${String(values[index])}`).toBe(byKey.get(-1 - index));
        }
      },
      30_000,
    );
  });

  it('refuses what has no single text form rather than guess', () => {
    expect(() => literal(new Date())).toThrow(/Date/);
    expect(() => literal(['a'])).toThrow(/array/);
    expect(() => literal({ a: 1 })).toThrow(/object/);
    expect(() => literal(Number.NaN)).toThrow(TypeError);
  });
});
