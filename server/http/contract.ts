import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** openapi.yaml at the repository root: the routes, validation and client types all come from it. */
export const contractPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

type Contract = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};

/** The paths whose operation takes multipart/form-data (profile updates, applications). */
export function multipartOperationPaths(): Set<string> {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const paths = Object.entries(contract.paths).filter(([, methods]) =>
    Object.values(methods).some((operation) =>
      Object.hasOwn(operation.requestBody?.content ?? {}, 'multipart/form-data'),
    ),
  );
  return new Set(paths.map(([path]) => path));
}
