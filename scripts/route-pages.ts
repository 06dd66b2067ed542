import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const routerFile = 'src/app/router.tsx';

/**
 * Which page module each path of the route table loads, read from `src/app/router.tsx` itself so
 * the bundle budget and the build's page preloads follow the router as pages land: `const x = lazyPage(() => import('…'))`,
 * the `builtPages` table, the index route and the catch-all `*` route (the page every path
 * without a built page shows), and the lazy routes around them (the public layout, decision
 * 162), whose code each of these pages loads with its own. A router written another way fails
 * here loudly, never quietly.
 */
export function readRoutePages(root: string): {
  pageOf: (routePath: string) => string;
  builtPaths: string[];
  /** The modules of the lazy routes around every public page, outermost first. */
  layouts: string[];
} {
  const file = path.join(root, routerFile);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const moduleOfPage = new Map<string, string>();
  const builtPages = new Map<string, string>();
  let indexPage: string | undefined;
  let fallbackPage: string | undefined;
  // The `lazy` of each route around the node being visited, outermost first.
  const around: string[] = [];
  let indexLayouts: string[] | undefined;
  let fallbackLayouts: string[] | undefined;

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const imported = lazyPageImport(node.initializer);
      if (imported) moduleOfPage.set(node.name.text, resolveModule(root, imported));
      if (node.name.text === 'builtPages') readBuiltPages(node.initializer, builtPages);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const lazy = identifierProperty(node, 'lazy');
      if (lazy && hasTrueProperty(node, 'index')) {
        indexPage = lazy;
        indexLayouts = [...around];
      }
      if (lazy && stringProperty(node, 'path') === '*') {
        fallbackPage = lazy;
        fallbackLayouts = [...around];
      }
      if (lazy && propertyNamed(node, 'children')) {
        around.push(lazy);
        ts.forEachChild(node, visit);
        around.pop();
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const moduleOf = (name: string | undefined, what: string) => {
    const module = name ? moduleOfPage.get(name) : undefined;
    if (!module) {
      throw new Error(
        `${routerFile}: cannot tell which module ${what} loads; update scripts/route-pages.ts.`,
      );
    }
    return module;
  };
  const index = moduleOf(indexPage, 'the index route');
  const fallback = moduleOf(fallbackPage, 'the * route');
  for (const [routePath, page] of builtPages) moduleOf(page, routePath);
  // The built pages are the index route's siblings, listed in one array beside it and `*`.
  if (JSON.stringify(indexLayouts) !== JSON.stringify(fallbackLayouts)) {
    throw new Error(
      `${routerFile}: the index and * routes are in different layouts; update scripts/route-pages.ts.`,
    );
  }
  const layouts = (indexLayouts ?? []).map((layout) => moduleOf(layout, `the layout ${layout}`));

  return {
    pageOf: (routePath) =>
      routePath === '/'
        ? index
        : builtPages.has(routePath)
          ? moduleOf(builtPages.get(routePath), routePath)
          : fallback,
    builtPaths: [...builtPages.keys()],
    layouts,
  };
}

/** `lazyPage(() => import('x'), …)` → 'x'. */
function lazyPageImport(expression: ts.Expression): string | undefined {
  if (!ts.isCallExpression(expression)) return undefined;
  if (!ts.isIdentifier(expression.expression) || expression.expression.text !== 'lazyPage') {
    return undefined;
  }
  const [loader] = expression.arguments;
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return undefined;
  const call = loader.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

function resolveModule(root: string, specifier: string): string {
  const absolute = path.resolve(root, path.dirname(routerFile), specifier);
  return path.relative(root, absolute).split(path.sep).join('/');
}

function readBuiltPages(expression: ts.Expression, into: Map<string, string>) {
  if (!ts.isObjectLiteralExpression(expression)) return;
  for (const property of expression.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isStringLiteral(property.name) &&
      ts.isIdentifier(property.initializer)
    ) {
      into.set(property.name.text, property.initializer.text);
    }
  }
}

function propertyNamed(node: ts.ObjectLiteralExpression, name: string) {
  return node.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name,
  );
}

function identifierProperty(node: ts.ObjectLiteralExpression, name: string) {
  const initializer = propertyNamed(node, name)?.initializer;
  return initializer && ts.isIdentifier(initializer) ? initializer.text : undefined;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string) {
  const initializer = propertyNamed(node, name)?.initializer;
  return initializer && ts.isStringLiteral(initializer) ? initializer.text : undefined;
}

function hasTrueProperty(node: ts.ObjectLiteralExpression, name: string) {
  return propertyNamed(node, name)?.initializer.kind === ts.SyntaxKind.TrueKeyword;
}
