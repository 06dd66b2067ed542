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

function zoneOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  const [top, second, third] = relative;
  if (top === 'src' && second === 'features') return { top, feature: third };
  return { top };
}

function violation(from, to) {
  if (from.top === 'machines' && (to.top === 'src' || to.top === 'server')) {
    return 'machines/ is pure TypeScript: it imports neither the web app nor the server.';
  }
  if (from.top === 'shared' && to.top !== 'shared') {
    return 'shared/ holds plain data both sides import: it imports nothing outside shared/.';
  }
  if (from.top === 'server' && to.top === 'src') return 'The server never imports the web app.';
  if (from.top === 'src' && to.top === 'server') return 'The web app never imports the server.';
  if (from.feature && to.feature && from.feature !== to.feature) {
    return 'Features never import each other; compose them in src/app.';
  }
  return null;
}

export const layeringRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the folder layering.' } },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(context.filename, source);
      if (!target) return;
      const message = violation(zoneOf(context.filename), zoneOf(target));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
