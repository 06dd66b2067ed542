import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  casesFor,
  contractOperations,
  type Operation,
  rowCounter,
  seededRandom,
} from '../support/contract-fuzz.ts';
import { demoContractorEmail, logIn, newActiveCustomer, randomIp } from '../support/accounts.ts';
import { type EnglishText, englishApiTexts, englishTextOf } from '../support/api-texts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Field cases per operation, on top of the example and the whole-body cases. */
const FIELD_CASES = 16;
const SEED = 20;

let server: TestApp;
let englishTexts: EnglishText[];
let rowCount: Awaited<ReturnType<typeof rowCounter>>;
type Caller = {
  name: string;
  cookie?: string;
  /** The example code (openapi.yaml) standing for the caller's own record, and the caller's. */
  own?: { exampleCode: string; code: string; email: string };
};
let callers: Caller[] = [];

beforeAll(async () => {
  // Thousands of requests come from this one suite; a visitor never sends them, and each
  // request has an address of its own (randomIp) for the limits per IP.
  server = await startTestApp({ rateLimitFactor: 1000 });
  englishTexts = await englishApiTexts();
  rowCount = await rowCounter(server.database.db);
});

/** The callers, signed in anew for each language: the walk in the one before logged them out. */
async function signInCallers() {
  const customer = await newActiveCustomer(server.app, server.database.db);
  const contractorEmail = demoContractorEmail('Calgary');
  const contractor = await logIn(server.app, contractorEmail);
  callers = [
    { name: 'anonymous' },
    {
      name: 'a customer',
      cookie: customer.cookie,
      own: {
        exampleCode: 'cus_4f9a1c2b7d',
        code: customer.data.vCustomerUniqueCode!,
        email: customer.email,
      },
    },
    {
      name: 'a contractor',
      cookie: contractor.cookie,
      own: {
        exampleCode: 'con_8b3e5d1a0c',
        code: contractor.data.vContractorUniqueCode!,
        email: contractorEmail,
      },
    },
  ];
}
afterAll(async () => {
  await server.close();
});

/**
 * The contract's example, with the caller's own code and e-mail where it names a profile, so
 * a signed-in caller's requests get past the ownership check to the code behind it.
 */
function exampleFor(operation: Operation, caller: Caller): Record<string, unknown> {
  const example = { ...(operation.schema.example as Record<string, unknown> | undefined) };
  if (caller.own && example.vUniqueCode === caller.own.exampleCode) {
    example.vUniqueCode = caller.own.code;
    if ('vEmail' in example) example.vEmail = caller.own.email;
  }
  return example;
}

function changedTables(before: Record<string, number>, after: Record<string, number>) {
  return Object.keys(after)
    .filter((table) => after[table] !== before[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`);
}

/**
 * The suite runs once in each language (decision 104): in French every message must be the
 * catalogue's French, never one of its English texts. An answer's language does not depend on the
 * database engine, so on PostgreSQL (TEST_DATABASE_URL, scripts/with-postgres.sh) the walk is in
 * English only and the French walk is PGlite's, which keeps the test command within its time.
 */
const allLanguages = [
  { locale: 'en-CA', headers: {} },
  { locale: 'fr-CA', headers: { 'x-mapleshine-locale': 'fr-CA' } },
] as const;
const languages = process.env.TEST_DATABASE_URL ? allLanguages.slice(0, 1) : allLanguages;

/** What is wrong with one answer, or nothing. */
function problemsOf(
  status: number,
  contentType: unknown,
  body: string,
  locale: (typeof allLanguages)[number]['locale'],
): string[] {
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
  const english = typeof message === 'string' && locale === 'fr-CA';
  const said = english ? englishTextOf(message, englishTexts) : undefined;
  if (said) problems.push(`English to a French reader: "${message}" (${said.module})`);
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

describe.each(languages)(
  'every operation of openapi.yaml, fed generated bodies, in $locale',
  (language) => {
    beforeAll(signInCallers);

    it('has operations to walk', () => {
      expect(operations.length).toBeGreaterThan(50);
    });

    for (const operation of operations) {
      it(`${operation.path} answers no 500, only the envelope in its language, refuses what breaks the contract and writes nothing when it refuses`, async () => {
        const failures: string[] = [];
        let before = await rowCount.rows();
        for (const caller of callers) {
          // The same seed for every caller: each gets the same cases.
          const random = seededRandom(SEED);
          const cases = casesFor(operation, exampleFor(operation, caller), random, FIELD_CASES);
          for (const fuzz of cases) {
            const response = await server.app.inject({
              method: 'POST',
              url: operation.path,
              remoteAddress: randomIp(),
              headers: {
                ...fuzz.headers,
                ...language.headers,
                ...(caller.cookie ? { cookie: caller.cookie } : {}),
              },
              ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
            });
            const after = await rowCount.rows();
            const problems = problemsOf(
              response.statusCode,
              response.headers['content-type'],
              response.body,
              language.locale,
            );
            if (!fuzz.mayPass && response.statusCode < 400) {
              problems.push(`accepted with ${response.statusCode}`);
            }
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

    it('counted the rows of every table as counting them gives', async () => {
      expect(await rowCount.rows()).toEqual(await rowCount.counted());
    });
  },
);
