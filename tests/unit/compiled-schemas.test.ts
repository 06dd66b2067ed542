import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSchemaController } from '#server/http/compiled-schemas.ts';

/** A route's schemas, made anew for each app as the contract is (a copy per app). */
const nameSchemas = (maxLength: number) => ({
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

const post = (app: Awaited<ReturnType<typeof appWith>>, payload: object) =>
  app.inject({ method: 'POST', url: '/name', payload });

describe('the compilers the apps of one process share', () => {
  it('give each app the same compiled validator and serializer for the same schema', () => {
    const { buildValidator, buildSerializer } = sharedSchemaController.compilersFactory;
    const route = { method: 'POST', url: '/name', httpPart: 'body' };
    const options = { customOptions: { allErrors: true } };
    const validate = (schema: object) => buildValidator({}, options)({ ...route, schema });
    const serializer = (schema: object) =>
      buildSerializer({}, {})({ ...route, httpStatus: '200', schema });

    expect(validate(nameSchemas(3).body)).toBe(validate(nameSchemas(3).body));
    expect(validate(nameSchemas(3).body)).not.toBe(validate(nameSchemas(5).body));
    expect(serializer(nameSchemas(3).response[200])).toBe(serializer(nameSchemas(3).response[200]));
  });

  it('validate and serialize every app by its own schema', async () => {
    const first = await appWith(3);
    const second = await appWith(3);
    const wider = await appWith(5);
    try {
      for (const app of [first, second]) {
        const refused = await post(app, { name: 'abcd' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message: expect.stringContaining('name') });
        expect((await post(app, { name: 'abc', extra: 1 })).statusCode).toBe(400);
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

  it('refuses to build a route whose schema refers to itself, naming the route', async () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} };
    (node['properties'] as Record<string, unknown>)['child'] = node;
    const app = Fastify({ schemaController: sharedSchemaController });
    app.post('/tree', { schema: { body: node } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow('POST: /tree');
  });
});
