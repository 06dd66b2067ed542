import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import openapiGlue from 'fastify-openapi-glue';
import type { Database } from './db/database.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { contentHandlers } from './handlers/content.ts';
import { settingHandlers } from './handlers/setting.ts';
import { notFoundAnswer, registerErrorHandlers } from './http/error-handler.ts';
import type { OperationHandlers, OperationId } from './http/operation.ts';
import { contractPath } from './http/contract.ts';

export type AppDependencies = {
  db: Database;
  /** The built web app (Vite's `dist/`); when absent only the API is served. */
  webRoot?: string | undefined;
  logLevel?: string;
  /** Whether the page is served over https (sets HSTS). */
  secure?: boolean;
};

const JSON_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logLevel && deps.logLevel !== 'silent' ? { level: deps.logLevel } : false,
    bodyLimit: JSON_LIMIT_BYTES,
    ajv: {
      customOptions: {
        keywords: ['example'],
        // The contract rejects unknown fields and wrong types instead of quietly fixing them.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
      },
    },
  });

  registerErrorHandlers(app);
  registerJsonParsing(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.secure ? [] : null,
      },
    },
    hsts: deps.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  const handlers: OperationHandlers<OperationId> = {
    ...catalogHandlers(deps.db),
    ...contentHandlers(deps.db),
    ...settingHandlers(deps.db),
  };
  await app.register(openapiGlue, {
    specification: contractPath,
    operationResolver: (operationId: string) => {
      if (!isOperationId(operationId, handlers)) {
        throw new Error(`openapi.yaml operation ${operationId} has no handler`);
      }
      // The handler's request type is narrowed by the schema the route validates against.
      return handlers[operationId] as RouteHandlerMethod;
    },
  });

  const webRoot = deps.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
    app.get('/*', (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (isFileInside(webRoot, file)) return reply.sendFile(file);
      if (request.url.startsWith('/api/')) return notFoundAnswer(reply);
      // Every other path belongs to the web app's router, which shows its own not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((_request, reply) => notFoundAnswer(reply));
  return app;
}

function registerJsonParsing(app: FastifyInstance) {
  // Only JSON (and, later, multipart) may change state; text/plain would let a foreign page post.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('The request body is not valid JSON.');
      done(error, undefined);
    }
  });
  // A POST without a body (no content type) is read as an empty object, so list calls need none.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method === 'POST') request.body = {};
  });
}

function isFileInside(root: string, relativePath: string): boolean {
  if (!relativePath) return false;
  const resolved = path.resolve(root, relativePath);
  if (!resolved.startsWith(root + path.sep)) return false;
  return statSync(resolved, { throwIfNoEntry: false })?.isFile() ?? false;
}

function isOperationId(
  name: string,
  handlers: OperationHandlers<OperationId>,
): name is OperationId {
  return Object.hasOwn(handlers, name);
}
