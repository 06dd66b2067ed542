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
 * read it four times (decision 146). Only read here; what leaves this module is a copy.
 */
let parsedContract: Contract | undefined;
const sharedContract = (): Readonly<Contract> => {
  parsedContract ??= withFieldRequiredMessages(
    parse(readFileSync(contractPath, 'utf8')) as Contract,
  );
  return parsedContract;
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
  const paths = Object.entries(sharedContract().paths).filter(([, methods]) => takesForm(methods));
  return new Set(paths.map(([path]) => path));
}

/** The paths whose operation takes multipart/form-data (profile updates, applications). */
export function multipartOperationPaths(): Set<string> {
  const paths = Object.entries(sharedContract().paths).filter(([, methods]) =>
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
  // One copy per app (decision 163): the two parts share its schemas, which neither changes
  // (fastify-openapi-glue works on a copy of its own).
  const contract = structuredClone(sharedContract());
  const part = (multipart: boolean) => {
    const paths = Object.entries(contract.paths).filter(
      ([, methods]) => takesMultipart(methods) === multipart,
    );
    return { ...contract, paths: Object.fromEntries(paths) };
  };
  return { multipart: part(true), json: part(false) };
}
