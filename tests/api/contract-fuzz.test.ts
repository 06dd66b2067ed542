import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  casesFor,
  contractOperations,
  type FuzzCase,
  rowCounter,
  seededRandom,
} from '../support/contract-fuzz.ts';
import { demoContractorEmail, logIn, newActiveCustomer, randomIp } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Field cases per operation, on top of the example and the whole-body cases. */
const FIELD_CASES = 16;
const SEED = 20;

let server: TestApp;
let countRows: () => Promise<Record<string, number>>;
const callers: { name: string; cookie?: string }[] = [{ name: 'anonymous' }];

beforeAll(async () => {
  // Thousands of requests come from this one suite; a visitor never sends them, and each
  // request has an address of its own (randomIp) for the limits per IP.
  server = await startTestApp({ rateLimitFactor: 1000 });
  countRows = await rowCounter(server.database.db);
  const customer = await newActiveCustomer(server.app, server.database.db);
  const contractor = await logIn(server.app, demoContractorEmail('Calgary'));
  callers.push(
    { name: 'a customer', cookie: customer.cookie },
    { name: 'a contractor', cookie: contractor.cookie },
  );
});
afterAll(async () => {
  await server.close();
});

function changedTables(before: Record<string, number>, after: Record<string, number>) {
  return Object.keys(after)
    .filter((table) => after[table] !== before[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`);
}

/** What is wrong with one answer, or nothing. */
function problemsOf(status: number, contentType: unknown, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
    problems.push(`content type ${String(contentType)}`);
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return [...problems, `not JSON: ${body.slice(0, 80)}`];
  }
  const { code, message, ...rest } = (envelope ?? {}) as Record<string, unknown>;
  if (code !== status) problems.push(`code ${String(code)} for status ${status}`);
  if (typeof message !== 'string' || message === '') problems.push('no message');
  // A success may carry what its contract adds (`data`, book-same-day's `id`); a refusal nothing.
  const extra = Object.keys(rest);
  if (status >= 400 && extra.length > 0) {
    problems.push(`outside the envelope: ${extra.join(', ')}`);
  }
  return problems;
}

// The logout ends the callers' sessions, so it goes last.
const operations = contractOperations().sort(
  (a, b) => Number(a.operationId === 'authLogout') - Number(b.operationId === 'authLogout'),
);

describe('every operation of openapi.yaml, fed generated bodies', () => {
  it('has operations to walk', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const operation of operations) {
    it(`${operation.path} answers no 500, only the envelope, and writes nothing when it refuses`, async () => {
      const random = seededRandom(SEED);
      const cases: FuzzCase[] = casesFor(operation, random, FIELD_CASES);
      const failures: string[] = [];
      let before = await countRows();
      for (const caller of callers) {
        for (const fuzz of cases) {
          const response = await server.app.inject({
            method: 'POST',
            url: operation.path,
            remoteAddress: randomIp(),
            headers: { ...fuzz.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
            ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
          });
          const after = await countRows();
          const problems = problemsOf(
            response.statusCode,
            response.headers['content-type'],
            response.body,
          );
          if (response.statusCode >= 400) {
            const changed = changedTables(before, after);
            if (changed.length > 0) problems.push(`wrote rows: ${changed.join(', ')}`);
          }
          if (problems.length > 0) {
            failures.push(`${caller.name}, ${fuzz.name}: ${problems.join('; ')}`);
          }
          before = after;
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
