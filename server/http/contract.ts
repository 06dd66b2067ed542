import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../project-root.ts';

/** openapi.yaml at the repository root: the routes, validation and client types all come from it. */
export const contractPath = path.join(projectRoot, 'openapi.yaml');

type Contract = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  components?: { schemas?: Record<string, Schema> };
};

type Schema = {
  $ref?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  'x-messages'?: Record<string, string>;
  'x-required-messages'?: Record<string, string>;
};

const schemaRef = '#/components/schemas/';

/**
 * A shared field (Mobile, Email, FirstName…) carries its own "is Required." sentence in
 * `x-messages.required`, written once; Ajv reports a missing property on the object, so each
 * object that requires the field gets the sentence in its `x-required-messages` here, where
 * validation-message.ts reads it.
 */
function withFieldRequiredMessages(contract: Contract): Contract {
  const schemas = contract.components?.schemas ?? {};
  for (const schema of Object.values(schemas)) {
    for (const property of schema.required ?? []) {
      const ref = schema.properties?.[property]?.$ref;
      const field = ref?.startsWith(schemaRef) ? schemas[ref.slice(schemaRef.length)] : undefined;
      const message = field?.['x-messages']?.['required'];
      if (message === undefined || schema['x-required-messages']?.[property] !== undefined)
        continue;
      schema['x-required-messages'] = { ...schema['x-required-messages'], [property]: message };
    }
  }
  return contract;
}

/**
 * The file parsed once per process: parsing it took about a second of CPU, and each app built
 * read it four times (decision 146). Each call still gets a contract of its own to change.
 */
let parsedContract: Contract | undefined;
const readContract = () => {
  parsedContract ??= withFieldRequiredMessages(
    parse(readFileSync(contractPath, 'utf8')) as Contract,
  );
  return structuredClone(parsedContract);
};

const takesMultipart = (methods: Contract['paths'][string]) =>
  Object.values(methods).some((operation) =>
    Object.hasOwn(operation.requestBody?.content ?? {}, 'multipart/form-data'),
  );

const takesForm = (methods: Contract['paths'][string]) =>
  Object.values(methods).some((operation) =>
    Object.hasOwn(operation.requestBody?.content ?? {}, 'application/x-www-form-urlencoded'),
  );

/**
 * The paths whose operation takes application/x-www-form-urlencoded: only the one-click
 * unsubscribe, which mail clients post as RFC 8058 says (decision 142).
 */
export function formOperationPaths(): Set<string> {
  const paths = Object.entries(readContract().paths).filter(([, methods]) => takesForm(methods));
  return new Set(paths.map(([path]) => path));
}

/** The paths whose operation takes multipart/form-data (profile updates, applications). */
export function multipartOperationPaths(): Set<string> {
  const paths = Object.entries(readContract().paths).filter(([, methods]) =>
    takesMultipart(methods),
  );
  return new Set(paths.map(([path]) => path));
}

/**
 * The contract in two parts, every path in exactly one: the operations that take multipart and
 * all the others, each whole apart from its paths (schemas, security), so each can be routed in
 * its own scope.
 */
export function contractByBodyKind(): { multipart: object; json: object } {
  const part = (multipart: boolean) => {
    const contract = readContract();
    const paths = Object.entries(contract.paths).filter(
      ([, methods]) => takesMultipart(methods) === multipart,
    );
    return { ...contract, paths: Object.fromEntries(paths) };
  };
  return { multipart: part(true), json: part(false) };
}
