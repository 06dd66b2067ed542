import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import fastifyStatic from '@fastify/static';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from './context.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/database.ts';
import { contractorChecksBeforePhoto, EVEN_ANSWER_MS } from './accounts/index.ts';
import { operationHandlers } from './operation-handlers.ts';
import { notFoundAnswer, registerErrorHandlers } from './http/error-handler.ts';
import type { OperationHandlers, OperationId } from './http/operation.ts';
import {
  contractByBodyKind,
  formOperationPaths,
  multipartOperationPaths,
} from './http/contract.ts';
import { registerSecurityFirst } from './http/security-first.ts';
import { sharedSchemaController } from './http/compiled-schemas.ts';
import { securityHeaderSets } from './http/security-headers.ts';
import { EARLY_CALLS_SCRIPT_SOURCE } from './http/early-calls-script.ts';
import { HOLD_EARLY_CLICKS_SCRIPT_SOURCE } from './http/hold-early-clicks-script.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { requestLogSerializers } from './http/request-log.ts';
import {
  answerWhatNodeWouldRefuse,
  clientErrorAnswerer,
  frameworkErrorAnswerer,
} from './http/client-errors.ts';
import { cspAdditions, type ThirdParties } from './http/third-party-origins.ts';
import { registerMultipartParsing, registerUploadServing } from './http/uploads.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { webAppPages } from './http/web-app-page.ts';
import { isConsolePath, isSignedInNonOperator } from './http/console-pages.ts';
import { registerDevTools } from './platform/dev-tools.ts';
import { registerDevCancellation } from './platform/dev-cancellation.ts';
import { registerConnectionDraining } from './platform/draining.ts';
import {
  registerMetricsEndpoint,
  registerRequestMetrics,
  createMetrics,
  type OperationsMetrics,
} from './platform/metrics.ts';
import { sessionSecurityHandlers } from './http/session-auth.ts';
import { sessionService, accountChanges } from './auth/index.ts';
import { noCaptcha, recaptchaCheck, type RecaptchaSettings } from './platform/captcha.ts';
import { catalogReads, readMostlyCache, REPLAYED_CATALOG_READS } from './catalog/index.ts';
import { replayedReads } from './http/replayed-reads.ts';
import { replayedReadLog, type TrustProxy } from './http/replayed-read-log.ts';
import { sanitizeHtml } from './domain/html.ts';
import { keptLists } from './platform/lists/kept-lists.ts';
import { keptAvailability } from './quote/index.ts';
import { registerLocalChanges } from './http/local-changes.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './platform/queue/job-queue.ts';
import type { PaymentGateway } from './payments/index.ts';
import { isTestGateway, testGateway, countingDeclines } from './payments/index.ts';
import type { PayoutGateway } from './payouts/index.ts';
import { isTestPayoutGateway, registerPayoutDevTools, testPayoutGateway } from './payouts/index.ts';
import { registerConsentDevTools } from './consent/index.ts';
import { registerRetentionDevTools } from './retention/index.ts';
import { rateLimiter } from './platform/rate-limit.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { localFileStorage } from './platform/storage/local-storage.ts';
import { MAX_IMAGE_BYTES } from './platform/storage/image-type.ts';
import { demoBannerText } from './demo-banner.ts';
import { exampleReceiptIssuer, type ReceiptIssuer } from './domain/receipt-issuer.ts';
import { fileTaxDataKeys, type TaxDataKeys } from './tax-reporting/index.ts';
import { registerDataExportDevTools } from './data-exports/index.ts';
import { registerPlanDevTools } from './regular-plans/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the handlers are given; main.ts hands it to background jobs so they share it. */
    appContext: AppContext;
    /** The background jobs (pg-boss), when the app was built with `jobQueue`. */
    jobQueue: JobQueue | null;
  }
}

export type AppDependencies = {
  db: Database;
  /**
   * The database's announcements of committed changes (openDatabase gives it). With it the
   * catalog reads are cached and dropped on change; without it every read goes to the database.
   */
  changes?: ChangeFeed;
  clock?: Clock;
  /**
   * Runs the background jobs (e-mail delivery, saved-card holds) in this process on pg-boss
   * (decision 051). The server always passes it; API tests only when they test those jobs.
   */
  jobQueue?: JobQueueOptions;
  /** Defaults to the offline test gateway (Stripe's test mode, no network). */
  payments?: PaymentGateway;
  /** Cleaner payouts; defaults to the offline stand-in (decision 133). */
  payouts?: PayoutGateway;
  /** Defaults to a folder under the system's temp dir (tests); main.ts passes DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Base of links in e-mails; https turns on Secure cookies and HSTS. */
  publicUrl?: string;
  /** Development pages such as /dev/outbox (APP_ENV=development; off unless asked for). */
  devTools?: boolean;
  /** The web app's 2-second pauses in ms instead (UI_WAITS_MS; development only). */
  uiWaitsMs?: number | undefined;
  /** Every page says the site is a demo and how to try it (DEMO_MODE). */
  demoBanner?: boolean;
  /** Google reCAPTCHA's secret and verify address; unset: the forms are not checked. */
  captcha?: RecaptchaSettings | undefined;
  /** Outside services the web app was built to use; their origins are allowed in the CSP. */
  thirdParties?: ThirdParties;
  /** The built web app (Vite's `dist/`); when absent only the API is served. */
  webRoot?: string | undefined;
  logLevel?: string;
  /** Where log lines are written; standard output when unset (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Multiplies every rate limit's allowance. Only the UI test server raises it: the whole UI
   * suite drives the app from one loopback address, which a real visitor never does.
   */
  rateLimitFactor?: number;
  /** See AppContext: 300 ms unless set (the API tests set 0 and prove it on its own). */
  evenAnswerMs?: number;
  /**
   * The proxies in front whose X-Forwarded-For gives the client's address (TRUST_PROXY): a hop
   * count or their addresses and networks. Off by default: the peer is the client.
   */
  trustProxy?: false | number | string[];
  /** Prometheus figures; main.ts passes its own (with the pool's). Defaults to a fresh set. */
  metrics?: OperationsMetrics;
  /** Serves GET /metrics on this app to a bearer of this token (METRICS_TOKEN); unset: not here. */
  metricsToken?: string | undefined;
  /** What receipts print as their issuer (RECEIPT_*); the marked examples unless given. */
  receiptIssuer?: ReceiptIssuer;
  /**
   * The keys of cleaners' tax details (decision 135); main.ts passes TAX_DATA_KEY's or DATA_DIR's.
   * Defaults to a key file under the system's temp dir (tests).
   */
  taxKeys?: TaxDataKeys;
};

const JSON_LIMIT_BYTES = 1024 * 1024;

/**
 * TRUST_PROXY in the form Fastify's types take: a hop count as the function Fastify itself makes
 * of one (trust that many nearest proxies), a list as one comma-separated string.
 */
function fastifyTrustProxy(trust: AppDependencies['trustProxy']): TrustProxy {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (Array.isArray(trust)) return trust.join(',');
  return false;
}

/** The levels at which Fastify logs each request and its answer. */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const logsRequests = REQUEST_LOG_LEVELS.has(deps.logLevel ?? 'silent');
  const trustProxy = fastifyTrustProxy(deps.trustProxy);
  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  const secure = publicUrl.startsWith('https://');
  const thirdParty = cspAdditions(deps.thirdParties ?? {});
  const securityHeaders = securityHeaderSets({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The two inline scripts, each by its hash: the console's first calls (decision 157) and
        // the rendered pages' early presses (decision 170).
        scriptSrc: [
          "'self'",
          EARLY_CALLS_SCRIPT_SOURCE,
          HOLD_EARLY_CLICKS_SCRIPT_SOURCE,
          ...thirdParty.script,
        ],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.img],
        connectSrc: ["'self'", ...thirdParty.connect],
        frameSrc: thirdParty.frame.length > 0 ? thirdParty.frame : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const metrics = deps.metrics ?? createMetrics({ db: deps.db });
  const catalogCache = readMostlyCache(deps.changes);
  // In front of Fastify: a plain catalog read gets what Fastify last sent for it (decision 153).
  // At a level that logs every request, a replayed read is logged too (after `app` is made).
  const logReplayed = logsRequests ? replayedReadLog(() => app.log, trustProxy) : null;
  const replay = replayedReads({
    reads: REPLAYED_CATALOG_READS,
    generation: catalogCache.generation,
    publicUrl,
    answered: (request, route, status, seconds) => {
      metrics.requestAnswered('POST', route, status, seconds);
      logReplayed?.(request, status, seconds);
    },
  });
  const app = Fastify({
    serverFactory: replay.serverFactory,
    logger:
      deps.logLevel && deps.logLevel !== 'silent'
        ? {
            level: deps.logLevel,
            serializers: requestLogSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          }
        : false,
    // A child logger per request only carries its id into the request's lines. Above `info`
    // there are none, yet pino would still build one for every request (a few microseconds of a
    // catalog read's 60-80); a failure's line names its request itself (error-handler.ts).
    childLoggerFactory: (logger, bindings, options) =>
      logsRequests ? logger.child(bindings, options) : logger,
    bodyLimit: JSON_LIMIT_BYTES,
    trustProxy,
    // Requests Node's HTTP parser refuses are answered in the envelope too.
    clientErrorHandler: clientErrorAnswerer(securityHeaders.api),
    // Node would answer a missing Host itself, outside the envelope; request-guards.ts does.
    http: { requireHostHeader: false },
    frameworkErrors: frameworkErrorAnswerer(securityHeaders.api),
    // Each route's answer serializer compiled once per process, not per app (decision 163).
    schemaController: sharedSchemaController,
    ajv: {
      customOptions: {
        keywords: ['example', 'x-messages', 'x-required-messages'],
        // The contract rejects unknown fields and wrong types instead of quietly fixing them.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
        // Gives each error its schema, where the spec's own messages live (x-messages).
        verbose: true,
      },
    },
  });
  answerWhatNodeWouldRefuse(app.server, securityHeaders.api);

  const clock = deps.clock ?? systemClock;
  // Fastify's close first marks its routes closing (a request routed then gets its 503), then
  // runs preClose: the replay hands Fastify the reads still waiting for their body before that,
  // so a request accepted before close is answered as without the replay (decision 153).
  const closeFastify = app.close.bind(app) as (...args: unknown[]) => unknown;
  app.close = ((...args: unknown[]) => {
    replay.close();
    return closeFastify(...args);
  }) as FastifyInstance['close'];
  app.addHook('preClose', (done) => {
    replay.close();
    done();
  });
  await catalogCache.start();
  app.addHook('onClose', () => catalogCache.stop());
  const changes = accountChanges(deps.changes);
  await changes.start();
  app.addHook('onClose', () => changes.stop());
  registerLocalChanges(app, changes.changedHere);
  // The Host check, the security headers, the Origin check and the body kind: one hook.
  registerRequestGuards(app, {
    securityHeaders,
    publicUrl,
    multipartPaths: multipartOperationPaths(),
    formPaths: formOperationPaths(),
  });

  const gateway = deps.payments ?? testGateway(clock);
  const context: AppContext = {
    db: deps.db,
    catalog: catalogReads(deps.db, catalogCache),
    clock,
    storage: deps.storage ?? localFileStorage(path.join(tmpdir(), 'mapleshine-uploads')),
    sessions: sessionService(deps.db, clock, changes),
    lists: keptLists(changes, catalogCache.generation, clock),
    availability: keptAvailability(changes, clock),
    rateLimits: rateLimiter(deps.db, clock, deps.rateLimitFactor),
    payments: countingDeclines(gateway, (step) => metrics.paymentDeclined(step)),
    payouts: deps.payouts ?? testPayoutGateway(),
    testAuthentication: isTestGateway(gateway)
      ? (clientSecret, outcome) => gateway.authenticate(clientSecret, outcome)
      : undefined,
    metrics,
    captcha: deps.captcha
      ? recaptchaCheck(deps.captcha, (problem) => app.log.error(problem))
      : noCaptcha,
    publicUrl,
    secure,
    evenAnswerMs: deps.evenAnswerMs ?? EVEN_ANSWER_MS,
    receiptIssuer: deps.receiptIssuer ?? exampleReceiptIssuer,
    taxKeys: deps.taxKeys ?? fileTaxDataKeys(path.join(tmpdir(), 'mapleshine-tax-data.key')),
  };

  app.decorate('appContext', context);
  const jobQueue = deps.jobQueue
    ? await startJobQueue(context, {
        log: (message, error) => app.log.error({ err: error }, message),
        jobFailed: (queue) => context.metrics.queue.jobFailed(queue),
        ...deps.jobQueue,
      })
    : null;
  app.decorate('jobQueue', jobQueue);
  if (jobQueue) {
    context.backgroundJobs = jobQueue;
    context.metrics.queue.reportDepthWith(async () =>
      Object.entries((await jobQueue.stats()).queues).map(([queue, counts]) => ({
        queue,
        queued: counts.waiting,
        active: counts.active,
        failed: counts.failed,
      })),
    );
    // A change that answered has committed; any e-mail it wrote gets its delivery job now.
    // Only where e-mail is delivered, and as a callback: an async hook costs every request,
    // catalog reads too, a promise and a turn of the microtask queue (decision 055).
    if (deps.jobQueue?.mailTransport) {
      app.addHook('onResponse', (request, _reply, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') jobQueue.sweepMailSoon();
        done();
      });
    }
    // Runs once the server takes no more requests and those in flight have answered: running
    // jobs finish, no new one starts, and only then may the database close.
    app.addHook('onClose', () => jobQueue.stop());
  }
  registerErrorHandlers(app);
  registerRequestMetrics(app, metrics);
  registerConnectionDraining(app);
  registerJsonParsing(app);
  app.decorateRequest('account', null);

  registerUploadServing(app, context.storage);
  if (deps.metricsToken) registerMetricsEndpoint(app, metrics, deps.metricsToken);
  if (deps.devTools) {
    // The gateway itself: the counting wrapper does not show the test gateway's refunds.
    registerDevTools(app, deps.db, isTestGateway(gateway) ? () => gateway.refunds() : null);
    registerDevCancellation(
      app,
      deps.db,
      isTestGateway(gateway) ? (paymentId) => gateway.holdOf(paymentId) : null,
    );
    const payouts = context.payouts;
    if (isTestPayoutGateway(payouts)) registerPayoutDevTools(app, context, payouts);
    registerConsentDevTools(app, context);
    registerDataExportDevTools(app, context);
    registerPlanDevTools(app, context);
    registerRetentionDevTools(app, context);
  }

  const handlers = operationHandlers(context, (problem) => app.log.warn(problem));
  const routesOf = (specification: object) => ({
    specification,
    securityHandlers: sessionSecurityHandlers(context),
    operationResolver: (operationId: string) => {
      if (!isOperationId(operationId, handlers)) {
        throw new Error(`openapi.yaml operation ${operationId} has no handler`);
      }
      // The handler's request type is narrowed by the schema the route validates against.
      return handlers[operationId] as RouteHandlerMethod;
    },
  });
  const contract = contractByBodyKind();
  registerSecurityFirst(app);
  await app.register(openapiGlue, routesOf(contract.json));
  // The multipart operations in a scope of their own, with the multipart parser and its hooks.
  await app.register(async (scope) => {
    await registerMultipartParsing(scope, MAX_IMAGE_BYTES, contractorChecksBeforePhoto(context));
    await scope.register(openapiGlue, routesOf(contract.multipart));
  });

  const webRoot = deps.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite names these by their content, so a browser may keep them for good.
        if (isInsideFolder(path.join(webRoot, 'assets'), file)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    const pages = webAppPages(
      webRoot,
      await loadPageRenderer(webRoot, app, sanitizeHtml),
      catalogCache.generation,
      publicUrl,
      {
        uiWaitsMs: deps.devTools ? deps.uiWaitsMs : undefined,
        demoBanner: deps.demoBanner ? demoBannerText() : undefined,
      },
    );
    app.get('/*', async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (isFileInside(webRoot, file)) return reply.sendFile(file);
      if (request.url.startsWith('/api/')) return notFoundAnswer(request, reply);
      // The console is not a signed-in customer's or cleaner's: their page there is Page Not
      // Found, as the browser shows it (decision 061); a visitor's is sent on to log in.
      if (isConsolePath(file) && (await isSignedInNonOperator(context, request))) {
        return pages.sendNotFound(request, reply);
      }
      // Every other path belongs to the web app's router, which shows its own not-found page.
      return pages.send(request, reply);
    });
  }

  app.setNotFoundHandler((request, reply) => notFoundAnswer(request, reply));
  return app;
}

function registerJsonParsing(app: FastifyInstance) {
  // Only JSON and multipart may change state; text/plain would let a foreign page post.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new SyntaxError('The request body is not valid JSON.'), undefined);
    }
  });
  // Only the one-click unsubscribe takes a form's body (request-guards.ts refuses it elsewhere):
  // `List-Unsubscribe=One-Click`, as RFC 8058 has mail clients post it (decision 142).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

function isOperationId(
  name: string,
  handlers: OperationHandlers<OperationId>,
): name is OperationId {
  return Object.hasOwn(handlers, name);
}

function isInsideFolder(folder: string, file: string): boolean {
  return path.resolve(file).startsWith(folder + path.sep);
}

function isFileInside(root: string, relativePath: string): boolean {
  if (!relativePath) return false;
  // Build metadata (.vite/manifest.json, the route preloads) is read by the server, not served.
  if (relativePath.split('/').some((segment) => segment.startsWith('.'))) return false;
  const resolved = path.resolve(root, relativePath);
  if (!resolved.startsWith(root + path.sep)) return false;
  try {
    return statSync(resolved, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // A name the file system cannot hold (a NUL byte, a segment past its length limit) makes
    // stat throw rather than answer "no such file": it names no file of ours either.
    return false;
  }
}
