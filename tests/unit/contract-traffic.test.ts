import { describe, expect, it } from 'vitest';
import { contractChecker, type TrafficRecord } from '#tests/support/contract-check.ts';

// The judge `npm test` runs over the API suite's recorded answers (decision 091): each way out of
// the contract must count as a problem, or a green run would prove nothing.
const checker = contractChecker();
const json = 'application/json; charset=utf-8';

function answer(overrides: Partial<TrafficRecord>): TrafficRecord {
  return {
    method: 'POST',
    path: '/api/auth/logout',
    status: 200,
    contentType: json,
    body: JSON.stringify({ code: 200, message: 'Signed out.' }),
    ...overrides,
  };
}

describe('the contract check of recorded answers', () => {
  it('finds nothing wrong with a declared status, type and body', () => {
    expect(checker.problemsOf(answer({}))).toEqual([]);
    const refused = { code: 415, message: 'Send this request as application/json.' };
    expect(checker.problemsOf(answer({ status: 415, body: JSON.stringify(refused) }))).toEqual([]);
  });

  it('judges a status the operation does not declare', () => {
    const teapot = answer({ status: 418, body: JSON.stringify({ code: 418, message: 'No.' }) });
    expect(checker.problemsOf(teapot)).toEqual(['status 418 is not declared']);
  });

  it('judges a body its schema refuses', () => {
    const problems = checker.problemsOf(answer({ body: JSON.stringify({ code: 200 }) }));
    expect(problems).toEqual([expect.stringContaining("must have required property 'message'")]);
    const wrongData = {
      code: 200,
      message: 'Success.',
      data: [{ iCityId: 'one', vCity: 'Calgary' }],
    };
    const cities = answer({ path: '/api/city/get_all_data', body: JSON.stringify(wrongData) });
    expect(checker.problemsOf(cities)?.join('\n')).toMatch(/iCityId.*must be integer/);
  });

  it('judges an undeclared content type, a body that is not JSON and a code that is not the status', () => {
    expect(checker.problemsOf(answer({ contentType: 'text/html' }))).toEqual([
      'content type "text/html", declared application/json',
    ]);
    expect(checker.problemsOf(answer({ body: '<p>Signed out.</p>' }))).toEqual([
      'body is not JSON: <p>Signed out.</p>',
    ]);
    const mismatched = JSON.stringify({ code: 201, message: 'Signed out.' });
    expect(checker.problemsOf(answer({ body: mismatched }))).toEqual(['code 201 for status 200']);
  });

  it('leaves alone what no operation of the contract answers', () => {
    expect(checker.problemsOf(answer({ method: 'GET', path: '/blog' }))).toBeNull();
    expect(checker.problemsOf(answer({ path: '/api/no/such/call', status: 404 }))).toBeNull();
    expect(checker.problemsOf(answer({ method: 'GET', path: '/api/auth/logout' }))).toBeNull();
  });
});
