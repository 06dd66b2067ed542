import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify's own answer serializers (fast-json-stringify), made once per process instead of once
 * per app, each route's kept by its schema's text (decision 163). A serializer is a pure function
 * of its schema and options, both part of the key, and keeps nothing between calls. Production
 * builds one app per process, so this changes nothing there; the API tests build hundreds, and
 * each compiled the same ~200 answers again.
 *
 * The request validators stay Fastify's, made for each app: with a validator compiler of its
 * own, Fastify no longer lower-cases a header's schema (Node lower-cases the header), and the
 * contract's `vUniqueCode` header was refused as missing.
 */
function sharedSerializers(): SerializerFactory {
  const serializerFactory = SerializerSelector();
  const serializersByOptions = new Map<string, Map<string, unknown>>();
  return ((externalSchemas, options) => {
    const compile = serializerFactory(externalSchemas, options);
    const optionsText = JSON.stringify({ externalSchemas, options });
    let kept = serializersByOptions.get(optionsText);
    if (kept === undefined) {
      kept = new Map();
      serializersByOptions.set(optionsText, kept);
    }
    const serializers = kept;
    return (route: Parameters<typeof compile>[0]) => {
      // A schema that refers to itself has no text: JSON.stringify throws, and Fastify reports
      // the route whose schema it is, as it would of its own compiler.
      const text = JSON.stringify(route.schema);
      const known = serializers.get(text);
      if (known !== undefined) return known;
      const compiled = compile(route);
      serializers.set(text, compiled);
      return compiled;
    };
  }) as SerializerFactory;
}

/** Fastify's `schemaController` option: the serializers every app of this process shares. */
export const sharedSchemaController = {
  compilersFactory: { buildSerializer: sharedSerializers() },
};
