import { readFileSync } from 'node:fs';
import validatorModule from 'openapi-response-validator';
import { parse } from 'yaml';

/**
 * Judges recorded answers against openapi.yaml with a validator of its own
 * (openapi-response-validator, on its own Ajv), not with the server's routing or its
 * serializers: a status the operation does not declare, a content type it does not declare for
 * that status, a body its schema refuses, or an envelope whose `code` is not the status, is a
 * problem (decision 091).
 */

/** One answer the API tests saw, as `CONTRACT_TRAFFIC_DIR` records it (contract-traffic.ts). */
export type TrafficRecord = {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  /** The body as sent, or null when it was a stream or nothing. */
  body: string | null;
  /** The test that sent the request, to find it again. */
  test?: string;
};

type Media = { schema?: unknown };
type Response = { $ref?: string; content?: Record<string, Media> };
type Operation = { operationId: string; responses: Record<string, Response> };
type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Response>; schemas?: Record<string, unknown> };
};
type ResponseValidator = {
  validateResponse(
    status: number,
    body: unknown,
  ): { message: string; errors?: unknown[] } | undefined;
};

// The package is CommonJS with an ES-module default: Node's import hands over its exports object.
const OpenAPIResponseValidator =
  (validatorModule as unknown as { default?: typeof validatorModule }).default ?? validatorModule;

/** The formats openapi.yaml's answers use; anything else the validator leaves unchecked. */
const formats = {
  'date-time': (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value) &&
    !Number.isNaN(Date.parse(value)),
  date: (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  email: (value: string) => /^[^\s@]+@[^\s@]+$/.test(value),
};

/**
 * The component schemas a value refers to, directly or through each other. The validator
 * compiles whatever `components` it is given with every operation, so it gets only these: the
 * whole contract each time cost half a second per operation.
 */
function schemasReachedFrom(value: unknown, schemas: Record<string, unknown>) {
  const reached: Record<string, unknown> = {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = child.replace('#/components/schemas/', '');
        if (!(name in reached) && name in schemas) {
          reached[name] = schemas[name];
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(value);
  return reached;
}

export type ContractChecker = {
  /** The problems of one answer; null when no operation of the contract has its method and path. */
  problemsOf(record: TrafficRecord): string[] | null;
  operationIdOf(record: TrafficRecord): string | null;
  operationCount: number;
};

export function contractChecker(contractPath = 'openapi.yaml'): ContractChecker {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const components = contract.components;
  const resolve = (response: Response): Response => {
    if (!response.$ref) return response;
    const name = response.$ref.replace('#/components/responses/', '');
    const target = components.responses?.[name];
    if (!target) throw new Error(`openapi.yaml: no response ${response.$ref}`);
    return resolve(target);
  };
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  // Compiled on first use: a run touches each operation's few statuses, not the whole contract.
  const validators = new Map<string, ResponseValidator>();
  const validatorOf = (operation: Operation) => {
    let validator = validators.get(operation.operationId);
    if (!validator) {
      const responses = Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [
          status,
          resolve(response),
        ]),
      );
      validator = new OpenAPIResponseValidator({
        responses: responses as never,
        components: { schemas: schemasReachedFrom(responses, components.schemas ?? {}) } as never,
        customFormats: formats,
        loggingKey: operation.operationId,
      });
      validators.set(operation.operationId, validator);
    }
    return validator;
  };
  const operationOf = (record: TrafficRecord) =>
    operations.get(`${record.method.toUpperCase()} ${record.path.split('?')[0] ?? ''}`);

  return {
    operationCount: operations.size,
    operationIdOf: (record) => operationOf(record)?.operationId ?? null,
    problemsOf(record) {
      const operation = operationOf(record);
      if (!operation) return null;
      const declared = operation.responses[String(record.status)];
      if (!declared) return [`status ${record.status} is not declared`];
      const problems: string[] = [];
      const mediaTypes = Object.keys(resolve(declared).content ?? {});
      const type = (record.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaTypes.length > 0 && !mediaTypes.includes(type)) {
        problems.push(`content type "${record.contentType}", declared ${mediaTypes.join(', ')}`);
      }
      // A file (a receipt's PDF): its declared type is all there is to check.
      if (type !== 'application/json' && mediaTypes.includes(type)) return problems;
      let body: unknown = null;
      if (record.body !== null && record.body !== '') {
        try {
          body = JSON.parse(record.body);
        } catch {
          return [...problems, `body is not JSON: ${record.body.slice(0, 60)}`];
        }
      }
      const invalid = validatorOf(operation).validateResponse(record.status, body);
      for (const error of invalid?.errors ?? []) {
        const { path, message } = error as { path?: string; message?: string };
        problems.push(`body${path ? ` at ${path}` : ''}: ${message ?? invalid?.message}`);
      }
      // The contract's one rule its schemas cannot say: the envelope's code is the status.
      const code = (body as { code?: unknown } | null)?.code;
      if (code !== record.status) problems.push(`code ${String(code)} for status ${record.status}`);
      return problems;
    },
  };
}
