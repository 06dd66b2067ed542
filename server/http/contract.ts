import { fileURLToPath } from 'node:url';

/** openapi.yaml at the repository root: the routes, validation and client types all come from it. */
export const contractPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
