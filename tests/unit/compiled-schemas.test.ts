import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSchemaController } from '#server/http/compiled-schemas.ts';

/** A route's schemas, made anew for each app as the contract is (a copy per app). */
const nameSchemas = (maxLength: number) => ({
  // As the contract names its headers: Node hands them to Fastify lower-cased.
  headers: {
    type: 'object',
    required: ['vUniqueCode'],
    properties: { vUniqueCode: { type: 'string', minLength: 1 } },
  },
  body: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', maxLength } },
    additionalProperties: false,
  },
  response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
});

async function appWith(maxLength: number) {
  const app = Fastify({
    schemaController: sharedSchemaController,
    // As the app sets it: an unknown field is refused, not quietly removed.
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
  });
  // The handler answers a field its answer's schema leaves out: the serializer must drop it.
  app.post('/name', { schema: nameSchemas(maxLength) }, async (request) => ({
    ...(request.body as object),
    secret: 'kept out',
  }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, payload: object, code = 'bk_1') =>
  app.inject({ method: 'POST', url: '/name', payload, headers: code ? { vUniqueCode: code } : {} });

describe('the answer serializers the apps of one process share', () => {
  it('give each app the same serializer for the same schema, another for another', () => {
    const { buildSerializer } = sharedSchemaController.compilersFactory;
    const route = { method: 'POST', url: '/name', httpStatus: '200' };
    const serializer = (schema: object) => buildSerializer({}, {})({ ...route, schema });
    const wider = {
      type: 'object',
      properties: { name: { type: 'string' }, n: { type: 'number' } },
    };

    expect(serializer(nameSchemas(3).response[200])).toBe(serializer(nameSchemas(3).response[200]));
    expect(serializer(nameSchemas(3).response[200])).not.toBe(serializer(wider));
    expect(serializer(wider)({ name: 'a', n: 2, secret: 'x' })).toBe('{"name":"a","n":2}');
  });

  it('leave every app validating by its own schema, headers whatever their case', async () => {
    const first = await appWith(3);
    const second = await appWith(3);
    const wider = await appWith(5);
    try {
      for (const app of [first, second]) {
        const refused = await post(app, { name: 'abcd' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message: expect.stringContaining('name') });
        expect((await post(app, { name: 'abc', extra: 1 })).statusCode).toBe(400);
        expect((await post(app, { name: 'abc' }, '')).statusCode).toBe(400);
        const accepted = await post(app, { name: 'abc' });
        expect(accepted.statusCode).toBe(200);
        expect(accepted.json()).toEqual({ name: 'abc' });
      }
      // The same route with another schema is checked by its own, not the first one compiled.
      expect((await post(wider, { name: 'abcd' })).json()).toEqual({ name: 'abcd' });
      expect((await post(wider, { name: 'abcdef' })).statusCode).toBe(400);
    } finally {
      await Promise.all([first.close(), second.close(), wider.close()]);
    }
  });

  it('refuses to build a route whose answer schema refers to itself, naming the route', async () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} };
    (node['properties'] as Record<string, unknown>)['child'] = node;
    const app = Fastify({ schemaController: sharedSchemaController });
    app.post('/tree', { schema: { response: { 200: node } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('/tree');
  });
});
