import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/** Compiles each schema text once per kept map; `compile` makes what the map lacks. */
function compiledOnce<Route extends { schema?: unknown }, Compiled>(
  kept: Map<string, Compiled>,
  compile: (route: Route) => Compiled,
): (route: Route) => Compiled {
  return (route) => {
    // A schema that refers to itself has no text; Fastify could not compile it either, and
    // reports the route whose schema it is.
    const text = JSON.stringify(route.schema);
    const known = kept.get(text);
    if (known !== undefined) return known;
    const compiled = compile(route);
    kept.set(text, compiled);
    return compiled;
  };
}

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), made once per
 * process instead of once per app, with each route's compiled function kept by its schema's text
 * (decision 163). A compiled validator or serializer is a pure function of its schema and the
 * compiler's options, both part of the key: it keeps nothing between calls (Ajv's `errors` is
 * read right after each call, as one app's concurrent requests already share it). Production
 * builds one app per process, so this changes nothing there; the API tests build hundreds, and
 * each compiled the same ~200 routes again (about a third of an app's build).
 */
function sharedCompilers(): Required<CompilersFactory> {
  // Fastify's own pool: one Ajv per set of shared schemas and Ajv options (its key), here for the
  // whole process rather than for one app.
  const ajvPool = AjvCompiler();
  const validatorsByCompiler = new WeakMap<object, Map<string, unknown>>();
  const buildValidator = ((...[externalSchemas, options]: Parameters<typeof ajvPool>) => {
    const compile = ajvPool(externalSchemas, options);
    let kept = validatorsByCompiler.get(compile);
    if (kept === undefined) {
      kept = new Map();
      validatorsByCompiler.set(compile, kept);
    }
    return compiledOnce(kept, compile as (route: { schema?: unknown }) => unknown);
  }) as ValidatorFactory;

  const serializerFactory = SerializerSelector();
  const serializersByOptions = new Map<string, Map<string, unknown>>();
  const buildSerializer = ((externalSchemas, options) => {
    const compile = serializerFactory(externalSchemas, options);
    const optionsText = JSON.stringify({ externalSchemas, options });
    let kept = serializersByOptions.get(optionsText);
    if (kept === undefined) {
      kept = new Map();
      serializersByOptions.set(optionsText, kept);
    }
    return compiledOnce(kept, compile);
  }) as SerializerFactory;

  return { buildValidator, buildSerializer };
}

/** Fastify's `schemaController` option: the compilers every app of this process shares. */
export const sharedSchemaController = { compilersFactory: sharedCompilers() };
