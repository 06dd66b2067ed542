import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import type { Database } from '#server/db/database.ts';
import { contractPath } from '#server/http/contract.ts';
import { multipartBody, pngBytes } from './accounts.ts';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  enum?: unknown[];
  format?: string;
  example?: unknown;
};

type OperationObject = {
  operationId: string;
  security?: unknown[];
  'x-fastify-config'?: { leavesKeptAnswers?: boolean };
  requestBody?: { content: Record<string, { schema: Schema }> };
};

export type Operation = {
  path: string;
  operationId: string;
  multipart: boolean;
  needsSession: boolean;
  /** Marked in openapi.yaml as leaving the answers the server keeps alone (decision 067). */
  leavesKeptAnswers: boolean;
  schema: Schema;
};

/**
 * One request to send: its name says what was changed from the contract's example. Every case
 * breaks the contract and must be refused (4xx) unless `mayPass` says the schema might allow it
 * (the example itself, a string of the right type that a pattern may or may not accept, ...).
 */
export type FuzzCase = {
  name: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mayPass?: boolean;
};

const contract = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
};

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const target = contract.components.schemas[name];
  if (!target) throw new Error(`openapi.yaml: no schema ${schema.$ref}`);
  return resolve(target);
}

/** Every POST operation of openapi.yaml with its request schema. */
export function contractOperations(): Operation[] {
  return Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === 'post')
      .map(([, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const multipart = Object.hasOwn(content, 'multipart/form-data');
        const media = content[multipart ? 'multipart/form-data' : 'application/json'];
        return {
          path,
          operationId: operation.operationId,
          multipart,
          needsSession: (operation.security ?? []).length > 0,
          leavesKeptAnswers: operation['x-fastify-config']?.leavesKeptAnswers === true,
          schema: resolve(media?.schema ?? { type: 'object' }),
        };
      }),
  );
}

/** The schema's properties, those of its allOf parts included. */
function propertiesOf(schema: Schema): Record<string, Schema> {
  const own = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, value]) => [name, resolve(value)]),
  );
  return Object.assign({}, ...(schema.allOf ?? []).map((part) => propertiesOf(resolve(part))), own);
}

function typeOf(schema: Schema): string {
  if (schema.type) return schema.type;
  for (const part of schema.allOf ?? []) {
    const type = typeOf(resolve(part));
    if (type !== 'unknown') return type;
  }
  return 'unknown';
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'ß'.repeat(200_000);
const NUL = 'a\u0000b';

/** A value for a field: `ofType` when its JSON type is the declared one (the schema may allow it). */
type BadValue = { label: string; value: unknown; ofType: boolean };

const wrong = (label: string, value: unknown): BadValue => ({ label, value, ofType: false });
const hostile = (label: string, value: unknown): BadValue => ({ label, value, ofType: true });

/** Values of the wrong kind, or of the right kind but hostile, for a field of `type`. */
function badValues(type: string): BadValue[] {
  const common = [wrong('null', null), wrong('an object', { $gt: '' }), wrong('an array', ['a'])];
  if (type === 'integer' || type === 'number') {
    return [
      ...common,
      wrong('a numeric string', '1'),
      type === 'integer' ? wrong('a fraction', 1.5) : hostile('a fraction', 1.5),
      hostile('negative', -1),
      hostile('zero', 0),
      hostile('beyond 32 bits', 2 ** 31),
      hostile('beyond bigint', 1e20),
      wrong('true', true),
    ];
  }
  if (type === 'boolean') return [...common, wrong('the string "true"', 'true'), wrong('1', 1)];
  if (type === 'array')
    return [wrong('null', null), wrong('an object', {}), hostile('[null]', [null])];
  if (type !== 'string') {
    return [...common, wrong('a number', 42)].map((bad) => ({ ...bad, ofType: true }));
  }
  return [
    ...common,
    wrong('a number', 42),
    wrong('true', true),
    hostile('empty', ''),
    hostile('blank', '   '),
    hostile('200 000 characters', HUGE),
    hostile('a NUL byte', NUL),
    hostile('a lone surrogate', '\ud800'),
    hostile('SQL', "' OR 1=1; --"),
    hostile('markup', '<script>alert(1)</script>'),
  ];
}

function jsonCase(name: string, body: unknown): FuzzCase {
  return { name, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function multipartCase(name: string, fields: Record<string, unknown>): FuzzCase {
  const textFields = Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => field !== 'vImage')
      .map(([field, value]) => [field, text(value)]),
  );
  const file =
    'vImage' in fields ? { name: 'me.png', bytes: pngBytes, contentType: 'image/png' } : undefined;
  const { payload, contentType } = multipartBody(textFields, file);
  return { name, headers: { 'content-type': contentType }, payload };
}

/** Bodies that are wrong as a whole, whatever the operation. */
function wholeBodyCases(operation: Operation, example: Record<string, unknown>): FuzzCase[] {
  const json = JSON.stringify(example);
  const needsFields = (operation.schema.required ?? []).length > 0;
  const cases: FuzzCase[] = [
    {
      name: 'no body, no content type',
      headers: {},
      mayPass: !operation.multipart && !needsFields,
    },
    { name: 'a body without a content type', headers: {}, payload: json },
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: json },
    {
      name: 'urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(example).map(([k, v]) => [k, text(v)]),
      ).toString(),
    },
    { name: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { name: 'an invalid content type', headers: { 'content-type': 'application/json, x' } },
    { name: 'invalid JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    jsonCase('a JSON array', [example]),
    jsonCase('JSON null', null),
    jsonCase('a JSON string', 'x'),
    {
      name: 'deeply nested JSON',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(5000) + ']'.repeat(5000),
    },
    {
      name: 'a __proto__ key',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"polluted":1},${json.slice(1)}`,
    },
    {
      name: 'JSON in UTF-16',
      headers: { 'content-type': 'application/json; charset=utf-16le' },
      payload: Buffer.from(json, 'utf16le'),
    },
    {
      name: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    },
    {
      name: 'multipart whose boundary never appears',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: 'garbage',
    },
    {
      name: 'multipart cut off in a part',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="vEmail"\r\n\r\nx',
    },
    {
      name: 'multipart with a cut-off photo',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload:
        '--zz\r\nContent-Disposition: form-data; name="vImage"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG',
    },
    {
      name: 'multipart/mixed',
      headers: { 'content-type': 'multipart/mixed; boundary=zz' },
      payload: '--zz--\r\n',
    },
  ];
  if (!operation.multipart) cases.push(multipartCase('the example as multipart', example));
  if (operation.multipart) {
    cases.push(jsonCase('the example as JSON', example), jsonCase('an empty JSON object', {}), {
      name: 'multipart with a file in a text field',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: Buffer.concat([
        Buffer.from(
          '--zz\r\nContent-Disposition: form-data; name="vEmail"; filename="a.png"\r\n' +
            'Content-Type: image/png\r\n\r\n',
        ),
        pngBytes,
        Buffer.from('\r\n--zz--\r\n'),
      ]),
    });
    const withStrayFile = multipartBody(
      Object.fromEntries(Object.entries(example).map(([k, v]) => [k, text(v)])),
      { name: 'notes.txt', bytes: Buffer.from('not an image'), contentType: 'text/plain' },
    );
    cases.push({
      name: 'multipart with a text file as the photo',
      headers: { 'content-type': withStrayFile.contentType },
      payload: withStrayFile.payload,
    });
    const duplicated = multipartBody(
      Object.fromEntries(Object.entries(example).map(([k, v]) => [k, text(v)])),
    );
    const first = Object.keys(example)[0];
    if (first) {
      const boundary = duplicated.contentType.split('boundary=')[1] ?? '';
      const extra = `--${boundary}\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nagain\r\n`;
      cases.push({
        name: `multipart with ${first} twice`,
        headers: { 'content-type': duplicated.contentType },
        payload: Buffer.concat([Buffer.from(extra), duplicated.payload]),
      });
    }
  }
  return cases;
}

/**
 * Requests for one operation: the contract's example, then each field missing, of the wrong
 * type or hostile, an unknown field, and bodies wrong as a whole. At most `limit` of the field
 * cases are kept, picked by the seeded generator; the whole-body cases are always sent.
 */
export function casesFor(
  operation: Operation,
  example: Record<string, unknown>,
  random: () => number,
  limit: number,
): FuzzCase[] {
  const encode = (name: string, body: Record<string, unknown>, mayPass = false) => ({
    ...(operation.multipart ? multipartCase(name, body) : jsonCase(name, body)),
    mayPass,
  });
  const required = new Set(operation.schema.required ?? []);

  const fieldCases: FuzzCase[] = [encode('an unknown field', { ...example, vIsAdmin: true })];
  for (const [field, schema] of Object.entries(propertiesOf(operation.schema))) {
    const without = Object.fromEntries(Object.entries(example).filter(([key]) => key !== field));
    fieldCases.push(encode(`without ${field}`, without, !required.has(field)));
    // Multipart fields are all text: a value of another kind arrives as its JSON text.
    for (const { label, value, ofType } of badValues(typeOf(schema))) {
      const body = { ...example, [field]: value };
      fieldCases.push(encode(`${field} as ${label}`, body, ofType || operation.multipart));
    }
  }
  const picked: FuzzCase[] = [];
  while (picked.length < limit && fieldCases.length > 0) {
    picked.push(...fieldCases.splice(Math.floor(random() * fieldCases.length), 1));
  }
  return [encode('the example', example, true), ...picked, ...wholeBodyCases(operation, example)];
}

/**
 * Rows per table, as counting every table would give them, read from one small table. Counting
 * every table around each of the suite's thousands of requests was half its time (12 ms a count
 * on PGlite, decision 146): instead every table gets a row trigger that logs +1 for each row
 * inserted and −1 for each deleted, and a truncate trigger that logs minus the rows it found, in
 * the writing transaction, so a rolled-back write leaves no entry, as it leaves no row. A table's
 * rows are its count when the counter was made plus the sum of its entries: the same number
 * `count(*)` gives. The log only ever gets rows appended (no row lock two transactions could wait
 * on), and it is not counted itself. Rate-limit events are left out: counting an attempt, refused
 * or not, is their purpose (a wrong password is a 400 that must be counted).
 */
export async function rowCounter(db: Database) {
  const tables = await rowsOf<{ name: string }>(
    db,
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'rate_limit_events' order by 1",
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;
  // One statement a call: PGlite's driver prepares each.
  const statements = [
    'create table fuzz_row_changes (table_name text not null, delta bigint not null)',
    `create function fuzz_row_changed() returns trigger language plpgsql as $$
    begin
      insert into fuzz_row_changes values (TG_TABLE_NAME, case when TG_OP = 'INSERT' then 1 else -1 end);
      return null;
    end $$`,
    `create function fuzz_table_truncated() returns trigger language plpgsql as $$
    declare
      found bigint;
    begin
      select coalesce(sum(delta), 0) into found from fuzz_row_changes where table_name = TG_TABLE_NAME;
      insert into fuzz_row_changes values (TG_TABLE_NAME, -found);
      return null;
    end $$`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  /** Every table counted, the slow way: for the start, and to check the log at the end. */
  const counted = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await rowsOf<{ name: string; n: number }>(
          db,
          tables
            .map(
              ({ name }) =>
                `select ${literal(name)} as name, count(*)::int as n from ${quoted(name)}`,
            )
            .join(' union all '),
        )
      ).map(({ name, n }) => [name, n]),
    );
  // The rows each table has now: the entries of the log are counted from them.
  const initial = await counted();
  for (const { name } of tables) {
    for (const statement of [
      `insert into fuzz_row_changes values (${literal(name)}, ${initial[name]})`,
      `create trigger fuzz_row_changed after insert or delete on ${quoted(name)}
        for each row execute function fuzz_row_changed()`,
      `create trigger fuzz_table_truncated before truncate on ${quoted(name)}
        for each statement execute function fuzz_table_truncated()`,
    ]) {
      await db.execute(sql.raw(statement));
    }
  }
  const query =
    'select table_name as name, sum(delta)::int as n from fuzz_row_changes group by table_name';
  return {
    rows: async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (await rowsOf<{ name: string; n: number }>(db, query)).map(({ name, n }) => [name, n]),
      ),
    counted,
  };
}

async function rowsOf<Row>(db: Database, query: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}
