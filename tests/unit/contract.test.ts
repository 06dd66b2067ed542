import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = { $ref?: string; example?: unknown; additionalProperties?: unknown };
type SecurityRequirement = Record<string, string[]>;
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Contract = {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const contractText = readFileSync('openapi.yaml', 'utf8');
const contract = parse(contractText) as Contract;
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

/** Every operation but the operator's probes (tag `ops`: GET /healthz, GET /readyz). */
const productOperations = operations.filter(({ operation }) => !operation.tags?.includes('ops'));

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(contract.components.schemas[name]!);
}

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    // The validator fastify-openapi-glue runs at start-up, so a contract that passes here loads.
    const validator = new Validator();
    const result = await validator.validate(contractText);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('has only POST operations under /api, as spec §7 says', () => {
    for (const { path, method } of productOperations) {
      expect(path).toMatch(/^\/api\//);
      expect(method).toBe('post');
    }
  });

  it("has, beside the product's API, only the operator's GET probes (decision 050)", () => {
    const probes = operations.filter(({ operation }) => operation.tags?.includes('ops'));
    expect(probes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /healthz',
      'get /readyz',
    ]);
    for (const { operation } of probes) {
      expect(operation.requestBody).toBeUndefined();
      expect(operation.security ?? contract.security).toBeUndefined();
    }
    expect(Object.keys(probes[1]?.operation.responses ?? {})).toEqual(['200', '503']);
  });

  it('names and tags every operation', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) expect(operation.tags?.length).toBe(1);
  });

  it('gives every request schema an example and rejects unknown fields', () => {
    for (const { path, operation } of operations) {
      for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        const resolved = resolve(schema);
        expect(resolved.example, `${path} ${mediaType} example`).toBeDefined();
        expect(resolved.additionalProperties, `${path} ${mediaType} additionalProperties`).toBe(
          false,
        );
      }
    }
  });

  it('describes a 200 or 201 answer and a 400 answer for every operation', () => {
    // The probes take no input, so nothing of theirs can be refused as bad input.
    for (const { path, operation } of productOperations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => code === '200' || code === '201'),
        path,
      ).toBe(true);
      expect(codes, path).toContain('400');
    }
  });

  it('describes the answers any POST can get before its handler, and the 500 (decision 091)', () => {
    // A page on another site (403), a body over its limit (413) or of another media type (415),
    // whatever the operation; a failure on the server's side (500), whatever the call.
    for (const { path, operation } of productOperations) {
      expect(Object.keys(operation.responses), path).toEqual(
        expect.arrayContaining(['403', '413', '415', '500']),
      );
    }
  });

  it('describes a 401 answer for every operation that needs a session', () => {
    for (const { path, operation } of operations) {
      const security = operation.security ?? contract.security ?? [];
      if (!security.some((requirement) => 'session' in requirement)) continue;
      expect(Object.keys(operation.responses), path).toContain('401');
    }
  });
});
