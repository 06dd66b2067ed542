import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder, where the server finds `openapi.yaml`, its migrations and the
 * built web app. This file and the built server (`dist-server/main.js`, into which `npm run build`
 * bundles it) both sit one folder below the root, so the same line finds it run either way.
 */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
