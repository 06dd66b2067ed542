import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { postJson, startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('the response envelope', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const { status, body } = await postJson(server.app, '/api/nothing/here', {});
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Not found.' });
  });

  it('answers a GET on a POST-only operation with 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/city/get_all_data' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Not found.' });
  });

  it('refuses a text/plain body with 415, so a foreign form cannot post', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/label/get_all_data',
      headers: { 'content-type': 'text/plain' },
      payload: '{"vSlug":"home"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 415,
      message: 'Send the request as application/json or multipart/form-data.',
    });
  });

  it('answers 400, not 500, for an id larger than the database can hold', async () => {
    const { status, body } = await postJson(server.app, '/api/blog/get_by_id', {
      iBlogId: 99999999999,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'A value in the request is out of range.' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/label/get_all_data',
      headers: { 'content-type': 'application/json' },
      payload: '{"vSlug":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const { status, body } = await postJson(server.app, '/api/label/get_all_data', {
      vSlug: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(status).toBe(413);
    expect(body.message).toBe('The request is too large.');
  });

  it('sets the security headers on every answer', async () => {
    const { headers } = await postJson(server.app, '/api/city/get_all_data', {});
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a plain sentence and no internals', async () => {
    const { createTestDatabase } = await import('../support/test-database.ts');
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db });
    await database.close();

    const response = await app.inject({
      method: 'POST',
      url: '/api/city/get_all_data',
      payload: {},
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/stack|at \w+ \(|pglite|postgres/i);
    await app.close();
  });
});
