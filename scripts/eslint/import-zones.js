// The layering of DESIGN.md and CONVENTIONS.md as zones of import-x's `no-restricted-paths`
// (decision 090): which folders may not import which. Features and server domains are read from
// the folders, so a new one is fenced in as soon as it exists.
import { readdirSync } from 'node:fs';

const foldersIn = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * The server's folders that are not domains: what every domain may import directly. db/ holds the
 * schema, the seed and the queries several domains use (db/shared-queries/), domain/ the pure
 * rules, http/ the transport and platform/ what runs under every domain (clock, transactions,
 * mail, storage, the job queue, metrics, draining, the development tools).
 */
export const SERVER_SHARED = ['db', 'domain', 'http', 'platform'];

/** Every other folder directly under server/ is a domain, reached through its index.ts. */
export const serverDomains = () =>
  foldersIn('server').filter((name) => !SERVER_SHARED.includes(name));

const PRODUCT = ['./src', './server', './machines', './shared'];

function topLevelZones() {
  return [
    {
      target: PRODUCT,
      from: './tests',
      message:
        'Product code never imports tests/; shared code lives in shared/ (shared/README.md).',
    },
    {
      target: PRODUCT,
      from: './scripts',
      message:
        'Product code never imports scripts/; shared code lives in shared/ (shared/README.md).',
    },
    {
      target: './machines',
      from: ['./src', './server'],
      message: 'machines/ is pure TypeScript: it imports neither the web app nor the server.',
    },
    {
      target: './shared',
      from: ['./src', './server'],
      message: 'shared/ is what the web app and the server share: it imports neither of them.',
    },
    { target: './server', from: './src', message: 'The server never imports the web app.' },
    { target: './src', from: './server', message: 'The web app never imports the server.' },
    ...foldersIn('src/features').map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features never import each other; compose them in src/app.',
    })),
    ...consoleZones(),
  ];
}

/**
 * The operators' console is one feature of several parts (src/features/console/README.md,
 * decision 095): its parts stay apart like features and share only its components/ folder.
 */
const CONSOLE_SHARED = 'components';
function consoleZones() {
  const message = "The console's parts never import each other; share through console/components.";
  return foldersIn('src/features/console').map((part) => ({
    target: `./src/features/console/${part}`,
    from: './src/features/console',
    // The shared components import no part; a part imports itself and the components.
    except: part === CONSOLE_SHARED ? [`./${part}`] : [`./${part}`, `./${CONSOLE_SHARED}`],
    message,
  }));
}

function serverZones() {
  const domains = serverDomains();
  const anyDomain = `./server/@(${domains.join('|')})/**`;
  return [
    ...domains.map((domain) => ({
      target: [`./server/!(${domain})/**`, './server/*.ts'],
      from: `./server/${domain}`,
      except: ['./index.ts'],
      message: `Another domain's files are its own: import server/${domain}/index.ts.`,
    })),
    ...domains.map((domain) => ({
      target: `./server/${domain}/**/!(*.handlers).ts`,
      from: './server/http',
      message:
        'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.',
    })),
    {
      target: './server/**/*.handlers.ts',
      from: ['./server/db/**', './server/*/*.queries.ts'],
      message: 'Handlers reach the database only through a service.',
    },
    {
      target: './server/http',
      from: [anyDomain, './server/platform/**'],
      message: 'http/ imports no domain: have what it needs passed in by app.ts.',
    },
    {
      target: './server/db',
      from: [anyDomain, './server/http/**', './server/platform/**'],
      message:
        'db/ (the seed and the shared queries too) imports no domain: move the shared piece to server/domain.',
    },
    {
      target: './server/domain',
      from: [anyDomain, './server/db/**', './server/http/**', './server/platform/**'],
      message: 'server/domain holds pure rules: it imports no other server folder.',
    },
  ];
}

export function importZones() {
  return [...topLevelZones(), ...serverZones()];
}
