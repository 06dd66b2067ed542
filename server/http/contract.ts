import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../project-root.ts';

/** openapi.yaml at the repository root: the routes, validation and client types all come from it. */
export const contractPath = path.join(projectRoot, 'openapi.yaml');

type Contract = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};

const readContract = () => parse(readFileSync(contractPath, 'utf8')) as Contract;

const takesMultipart = (methods: Contract['paths'][string]) =>
  Object.values(methods).some((operation) =>
    Object.hasOwn(operation.requestBody?.content ?? {}, 'multipart/form-data'),
  );

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
