import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/*
 * Serves a built folder (storybook-static) for the Storybook axe run: a built Storybook is plain
 * files, and a few lines of node:http keep the run free of another dependency.
 * Usage: tsx tests/support/static-server.ts <folder> <port>
 */

const [folder = 'storybook-static', portText = '6106'] = process.argv.slice(2);
const root = path.resolve(folder);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function fileOf(urlPath: string): string | undefined {
  const wanted = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (wanted !== root && !wanted.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    const stats = statSync(wanted);
    if (stats.isFile()) return wanted;
    if (stats.isDirectory()) return fileOf(`${urlPath.replace(/\/$/, '')}/index.html`);
  } catch {
    return undefined;
  }
  return undefined;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = fileOf(url.pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
}).listen(Number(portText), '127.0.0.1');
