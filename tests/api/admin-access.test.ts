import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATORS_ONLY, LOGIN_REQUIRED } from '#server/http/account.ts';
import { call, DEMO_CUSTOMER_EMAIL, demoContractorEmail, logIn } from '../support/accounts.ts';
import { adminOperationSamples } from '../support/admin-operations.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Operation = { operationId: string; tags?: string[]; security?: Record<string, unknown>[] };
type Contract = { paths: Record<string, Record<string, Operation>> };

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract;
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.values(methods).map((operation) => ({ path, ...operation })),
);
const adminOperations = operations.filter((operation) => operation.tags?.includes('admin'));

describe('the admin operations of the contract', () => {
  it('are the paths under /api/admin/, each with the operator guard and nothing else', () => {
    const underAdmin = operations.filter((operation) => operation.path.startsWith('/api/admin/'));
    expect(underAdmin.map((operation) => operation.operationId)).toEqual(
      adminOperations.map((operation) => operation.operationId),
    );
    for (const operation of adminOperations) {
      expect(operation.security, operation.operationId).toEqual([{ operator: [] }]);
    }
  });

  it('each have a sample request in tests/support/admin-operations.ts', () => {
    expect(Object.keys(adminOperationSamples).sort()).toEqual(
      adminOperations.map((operation) => operation.operationId).sort(),
    );
  });
});

let server: TestApp;
const cookies = { customer: '', cleaner: '', operator: '' };
beforeAll(async () => {
  server = await startTestApp();
  cookies.customer = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  cookies.cleaner = (await logIn(server.app, demoContractorEmail('Calgary'))).cookie;
  cookies.operator = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

describe.each(Object.entries(adminOperationSamples))('%s', (_operationId, sample) => {
  it(`answers 401 "${LOGIN_REQUIRED}" to a visitor`, async () => {
    const answer = await call(server.app, sample.path, sample.body);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(LOGIN_REQUIRED);
  });

  it(`answers 403 "${OPERATORS_ONLY}" to a customer`, async () => {
    const answer = await call(server.app, sample.path, sample.body, { cookie: cookies.customer });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(OPERATORS_ONLY);
  });

  it(`answers 403 "${OPERATORS_ONLY}" to a cleaner`, async () => {
    const answer = await call(server.app, sample.path, sample.body, { cookie: cookies.cleaner });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(OPERATORS_ONLY);
  });

  it('serves an operator', async () => {
    const answer = await call(server.app, sample.path, sample.body, { cookie: cookies.operator });
    expect(answer.status, answer.body.message).toBe(sample.operatorStatus ?? 200);
  });
});
