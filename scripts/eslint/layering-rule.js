// The layering of DESIGN.md and CONVENTIONS.md as one lint rule: each import (relative or through
// a package.json `#alias`) is resolved to a repository folder and checked against the zones.
import path from 'node:path';

const root = process.cwd();
const aliases = {
  '#machines/': 'machines/',
  '#server/': 'server/',
  '#shared/': 'shared/',
  '#src/': 'src/',
  '#tests/': 'tests/',
};

function resolveImport(fromFile, source) {
  for (const [alias, folder] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return path.join(root, folder, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

// The server's layers; its root files (app.ts, context.ts, main.ts) compose them and may import any.
const serverLayers = new Set(['handlers', 'http', 'services', 'db', 'domain']);

// The operators' console is one feature of several areas (src/features/console/README.md): its
// areas stay apart like features and share only its components/ folder.
const consoleShared = 'components';

function zoneOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  const [top, second, third, fourth] = relative;
  if (top === 'src' && second === 'features' && third === 'console' && relative.length > 4) {
    return { top, feature: fourth === consoleShared ? third : `${third}/${fourth}` };
  }
  if (top === 'src' && second === 'features') return { top, feature: third };
  if (top === 'server' && serverLayers.has(second)) return { top, layer: second };
  return { top };
}

// What ships: the web app, the server, the machines and the code they share. Tests and scripts
// may import product code; product code never imports them back.
const productZones = new Set(['src', 'server', 'machines', 'shared']);

/** Inside the server: handlers → services → db, all of them → domain, and http → domain only. */
function serverViolation(from, to) {
  if (from.layer === 'services' && (to.layer === 'http' || to.layer === 'handlers')) {
    return 'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.';
  }
  if (from.layer === 'handlers' && to.layer === 'db') {
    return 'Handlers reach the database only through a service.';
  }
  if (from.layer === 'http' && (to.layer === 'services' || to.layer === 'handlers')) {
    return 'http/ imports no service: have what it needs passed in by app.ts.';
  }
  if (
    from.layer === 'db' &&
    (to.layer === 'services' || to.layer === 'http' || to.layer === 'handlers')
  ) {
    return 'db/ (the seed too) imports no service: move the shared piece to server/domain.';
  }
  if (from.layer === 'domain' && to.layer && to.layer !== 'domain') {
    return 'server/domain holds pure rules: it imports no other server layer.';
  }
  return null;
}

function violation(from, to) {
  if (productZones.has(from.top) && (to.top === 'tests' || to.top === 'scripts')) {
    return `Product code never imports ${to.top}/; shared code lives in shared/ (shared/README.md).`;
  }
  if (from.top === 'machines' && (to.top === 'src' || to.top === 'server')) {
    return 'machines/ is pure TypeScript: it imports neither the web app nor the server.';
  }
  if (from.top === 'shared' && (to.top === 'src' || to.top === 'server')) {
    return 'shared/ is what the web app and the server share: it imports neither of them.';
  }
  if (from.top === 'server' && to.top === 'src') return 'The server never imports the web app.';
  if (from.top === 'src' && to.top === 'server') return 'The web app never imports the server.';
  if (from.feature && to.feature && from.feature !== to.feature) {
    if (from.feature.startsWith(`${to.feature}/`)) return null;
    return 'Features never import each other; compose them in src/app.';
  }
  if (from.top === 'server' && to.top === 'server') return serverViolation(from, to);
  return null;
}

export const layeringRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the folder layering.' } },
  create(context) {
    const checkSource = (sourceNode) => {
      const source = sourceNode?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(context.filename, source);
      if (!target) return;
      const message = violation(zoneOf(context.filename), zoneOf(target));
      if (message) context.report({ node: sourceNode, message });
    };
    const check = (node) => checkSource(node.source);
    // Vite's import.meta.glob('…') imports files too, so its pattern is checked like a path.
    const checkGlob = (node) => {
      const { callee } = node;
      const isGlob =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'MetaProperty' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'glob';
      if (isGlob) checkSource(node.arguments[0]);
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      CallExpression: checkGlob,
    };
  },
};
