import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = { $ref?: string; example?: unknown; additionalProperties?: unknown };
type Operation = {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract;
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(contract.components.schemas[name]!);
}

describe('openapi.yaml', () => {
  it('has only POST operations under /api, as spec §7 says', () => {
    for (const { path, method } of operations) {
      expect(path).toMatch(/^\/api\//);
      expect(method).toBe('post');
    }
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
    for (const { path, operation } of operations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => code === '200' || code === '201'),
        path,
      ).toBe(true);
      expect(codes, path).toContain('400');
    }
  });
});
