import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { DemoAccounts } from './db/seed/seed.ts';
import type { ThirdParties } from './http/third-party-origins.ts';
import type { S3Settings } from './platform/storage/s3-storage.ts';
import {
  EXAMPLE_GST_HST_NUMBER,
  EXAMPLE_LEGAL_NAME,
  EXAMPLE_QST_NUMBER,
  GST_HST_NUMBER_PATTERN,
  QST_NUMBER_PATTERN,
  type ReceiptIssuer,
} from './domain/receipt-issuer.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** One proxy address or network: 10.0.0.5, 10.0.0.0/8, fd00::/8. */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or empty, `false`, `0`) trusts nobody, and the peer's address is the
 * client's; a whole number of hops trusts that many proxies in front; otherwise a
 * comma-separated list of the proxies' addresses or networks (CIDR). Fastify's `trustProxy`.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      context.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be 10 or fewer' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrNetwork)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be a number of hops or a comma-separated list of IP addresses or CIDR networks',
    });
    return z.NEVER;
  });

/**
 * A switch: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`; unset or empty leaves the default,
 * which the caller derives (see `readServerConfig`).
 */
function switchSchema(name: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, context): boolean | undefined => {
      if (value === undefined || value === '') return undefined;
      if (['1', 'true', 'yes', 'on'].includes(value)) return true;
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      context.addIssue({ code: 'custom', message: `${name} must be 1 or 0 (true or false)` });
      return z.NEVER;
    });
}

/** 32 bytes in base64: an AES-256 key (decision 135). */
function isTaxDataKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  PUBLIC_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\//.test(value),
    'PUBLIC_URL must start with http:// or https://',
  ),
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText.refine(
    (value) => value === undefined || value.startsWith('sk_'),
    // Never echo the value: a misplaced key must not end up in a log.
    'STRIPE_SECRET_KEY must be a Stripe secret key (starting with sk_)',
  ),
  // http only in development (readServerConfig): the secret key travels in every request.
  STRIPE_API_BASE: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
    'STRIPE_API_BASE must start with https:// or http://',
  ),
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
    'RECAPTCHA_VERIFY_URL must start with https:// or http://',
  ),
  // The web app's build-time variables: the server allows their services in its CSP, and a
  // captcha solved on one of the app's hosts is good.
  VITE_MAIN_HOST: optionalText,
  VITE_DEMO_HOST: optionalText,
  VITE_CHAT_WIDGET_URL: optionalText,
  VITE_STRIPE_PUBLISHABLE_KEY: optionalText,
  VITE_GOOGLE_MAPS_API_KEY: optionalText,
  VITE_RECAPTCHA_SITE_KEY: optionalText,
  // Unset is production: development conveniences are switched on, never off (decision 071).
  APP_ENV: z
    .enum(['development', 'production'], { error: 'APP_ENV must be development or production' })
    .default('production'),
  // A public demo: the demo customer and cleaners, and a banner on every page (decision 071).
  DEMO_MODE: switchSchema('DEMO_MODE'),
  // The console's first operator, made on the first start with a random password.
  FIRST_OPERATOR_EMAIL: optionalText.refine(
    (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'FIRST_OPERATOR_EMAIL must be an e-mail address',
  ),
  // Development only: the web app's 2-second pauses last this many milliseconds (decision 070).
  UI_WAITS_MS: z.coerce.number().int().min(0).max(2000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  // Uploads in an S3-compatible store (AWS, MinIO, R2…) when S3_BUCKET is set.
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  AWS_REGION: optionalText,
  S3_ENDPOINT: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
    'S3_ENDPOINT must start with https:// or http://',
  ),
  S3_FORCE_PATH_STYLE: switchSchema('S3_FORCE_PATH_STYLE'),
  // Unset: the AWS SDK reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN itself.
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Prometheus metrics: on a port of their own, or at /metrics behind a bearer token; neither
  // set, they are not served at all.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    // Never echo the value.
    'METRICS_TOKEN must be at least 16 characters',
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  // What receipts and credit notes print as their issuer (decision 101).
  RECEIPT_LEGAL_NAME: optionalText,
  RECEIPT_GST_HST_NUMBER: optionalText.refine(
    (value) => value === undefined || GST_HST_NUMBER_PATTERN.test(value),
    'RECEIPT_GST_HST_NUMBER must be a GST/HST account number such as 123456789 RT0001',
  ),
  RECEIPT_QST_NUMBER: optionalText.refine(
    (value) => value === undefined || QST_NUMBER_PATTERN.test(value),
    'RECEIPT_QST_NUMBER must be a QST registration number such as 1234567890 TQ0001',
  ),
  // Never echo the values: a key must not end up in a log.
  TAX_DATA_KEY: optionalText.refine(
    (value) => value === undefined || isTaxDataKey(value),
    'TAX_DATA_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
  ),
  TAX_DATA_PREVIOUS_KEYS: optionalText.refine(
    (value) => value === undefined || value.split(',').every((key) => isTaxDataKey(key.trim())),
    'TAX_DATA_PREVIOUS_KEYS must be keys like TAX_DATA_KEY, separated by commas',
  ),
});

/** Every variable the server reads: docs/operations.md must describe each (a test checks). */
export const SERVER_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Real mail when set; otherwise the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Real card payments through Stripe when set; otherwise the offline test gateway. */
  stripeSecretKey: string | undefined;
  /** Stripe's API, or a stand-in such as stripe-mock. */
  stripeApiBase: string;
  /**
   * Google reCAPTCHA's secret and verify address: the contact, registration and contractor
   * forms are refused without a token Google accepts. Unset: no check.
   */
  captcha: { secret: string; verifyUrl: string; hostnames: string[] } | undefined;
  /**
   * Which accounts with the known demo password the first start seeds: the demo customer and
   * cleaners (DEMO_MODE), and the demo operator too in development; never the operator otherwise.
   */
  demoAccounts: DemoAccounts;
  /** A banner on every page says the site is a demo (DEMO_MODE). */
  demoBanner: boolean;
  /** Who the first start makes the console's first operator, when no demo operator is seeded. */
  firstOperatorEmail: string;
  /** Development pages such as /dev/outbox (APP_ENV=development). */
  devTools: boolean;
  /**
   * How long the web app's 2-second pauses last instead (a form moving on after its toast, the
   * booking wizard's loader, the thank-you page's return): end-to-end runs. Development only.
   */
  uiWaitsMs: number | undefined;
  thirdParties: ThirdParties;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Whose X-Forwarded-For to believe for the client's address (limits and logs). */
  trustProxy: false | number | string[];
  /** Uploads in this object store (S3_BUCKET); unset: DATA_DIR/uploads on this machine. */
  s3: S3Settings | undefined;
  /** Where Prometheus metrics are served: a port of their own and/or /metrics with a token. */
  metrics: { port: number | undefined; token: string | undefined };
  /** How long SIGTERM waits for requests in flight and running jobs before giving up. */
  shutdownTimeoutMs: number;
  /** The legal name and tax numbers receipts print; examples, marked so, until they are set. */
  receiptIssuer: ReceiptIssuer;
  /**
   * The key that seals cleaners' tax details (TAX_DATA_KEY, decision 135) and the keys it
   * replaced, still read; unset: a key file in DATA_DIR where that is safe (main.ts).
   */
  taxDataKey: string | undefined;
  taxDataPreviousKeys: string[];
};

export class ConfigError extends Error {}

/** Reads the server's configuration once, at start; a bad value stops the start with its reason. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${reasons.join('\n  ')}`);
  }
  const values = parsed.data;
  const development = values.APP_ENV === 'development';
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  // An https address is a site people reach: every mail's live links at /dev/outbox and an
  // operator whose password the README prints must never be served there.
  if (development && publicUrl.startsWith('https://')) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_ENV: development serves every e-mail at /dev/outbox and seeds an operator with a published password; it cannot run at an https PUBLIC_URL',
    );
  }
  // The Stripe key and the captcha secret go to these addresses: never in clear outside a
  // development machine, where stand-ins (stripe-mock, a fake siteverify) answer on http.
  for (const name of ['STRIPE_API_BASE', 'RECAPTCHA_VERIFY_URL'] as const) {
    if (!development && values[name]?.startsWith('http://')) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: must start with https:// (http:// only with APP_ENV=development)`,
      );
    }
  }
  const demoMode = values.DEMO_MODE ?? false;
  if (demoMode && values.STRIPE_SECRET_KEY?.startsWith('sk_live_')) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_MODE: a demo takes no real payments; use a Stripe test key (sk_test_) or none',
    );
  }
  // One without the other leaves the forms broken (every submit refused for want of a token)
  // or unguarded (a widget whose answer nobody checks).
  if ((values.RECAPTCHA_SECRET === undefined) !== (values.VITE_RECAPTCHA_SITE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_SECRET: set it together with VITE_RECAPTCHA_SITE_KEY (or neither)',
    );
  }
  // Pauses the spec asks for are the product's: only a development server may shorten them.
  if (values.UI_WAITS_MS !== undefined && !development) {
    throw new ConfigError(
      'Invalid configuration:\n  UI_WAITS_MS: development only; unset it, or set APP_ENV=development',
    );
  }
  return {
    receiptIssuer: receiptIssuer(values),
    taxDataKey: values.TAX_DATA_KEY,
    taxDataPreviousKeys:
      values.TAX_DATA_PREVIOUS_KEYS?.split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '') ?? [],
    s3: s3Settings(values),
    metrics: { port: values.METRICS_PORT, token: values.METRICS_TOKEN },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'MapleShine <no-reply@mapleshine.ca>',
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeApiBase: (values.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/+$/, ''),
    captcha: values.RECAPTCHA_SECRET
      ? {
          secret: values.RECAPTCHA_SECRET,
          verifyUrl:
            values.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
          hostnames: siteHostnames(publicUrl, [values.VITE_MAIN_HOST, values.VITE_DEMO_HOST]),
        }
      : undefined,
    demoAccounts: development ? 'development' : demoMode ? 'demo' : 'none',
    demoBanner: demoMode,
    firstOperatorEmail: values.FIRST_OPERATOR_EMAIL ?? 'operator@example.com',
    devTools: development,
    uiWaitsMs: values.UI_WAITS_MS,
    thirdParties: {
      chatWidgetUrl: values.VITE_CHAT_WIDGET_URL,
      stripeInBrowser: values.VITE_STRIPE_PUBLISHABLE_KEY !== undefined,
      googleMaps: values.VITE_GOOGLE_MAPS_API_KEY !== undefined,
      recaptcha: values.VITE_RECAPTCHA_SITE_KEY !== undefined,
    },
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
  };
}

/** The host names the site is served on: where a captcha token was solved must be one of them. */
function siteHostnames(publicUrl: string, otherHosts: (string | undefined)[]): string[] {
  const hostOf = (value: string) => {
    try {
      return new URL(value.includes('://') ? value : `http://${value}`).hostname;
    } catch {
      return null;
    }
  };
  const names = [publicUrl, ...otherHosts.filter((host) => host !== undefined)].map(hostOf);
  return [...new Set(names.filter((name) => name !== null))];
}

/**
 * The issuer receipts print. Real card payments (a live Stripe key) need the real GST/HST number:
 * a receipt with an example one is worthless to the customer. Otherwise the examples stand in,
 * and every document says they are examples.
 */
function receiptIssuer(values: z.infer<typeof environmentSchema>): ReceiptIssuer {
  const gstHst = values.RECEIPT_GST_HST_NUMBER;
  const live = values.STRIPE_SECRET_KEY?.startsWith('sk_live_') ?? false;
  if (live && gstHst === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  RECEIPT_GST_HST_NUMBER: receipts of real card payments must print the real GST/HST registration number',
    );
  }
  if (gstHst === undefined) {
    return {
      legalName: values.RECEIPT_LEGAL_NAME ?? EXAMPLE_LEGAL_NAME,
      gstHstNumber: EXAMPLE_GST_HST_NUMBER,
      qstNumber: values.RECEIPT_QST_NUMBER ?? EXAMPLE_QST_NUMBER,
      exampleNumbers: true,
    };
  }
  return {
    legalName: values.RECEIPT_LEGAL_NAME ?? EXAMPLE_LEGAL_NAME,
    gstHstNumber: gstHst,
    // Registered for GST/HST but not (yet) for QST: a Quebec receipt prints no QST number.
    qstNumber: values.RECEIPT_QST_NUMBER ?? null,
    exampleNumbers: false,
  };
}

function s3Settings(values: z.infer<typeof environmentSchema>): S3Settings | undefined {
  const keyId = values.S3_ACCESS_KEY_ID;
  const secret = values.S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY (or neither, for the AWS_* variables or an instance role)',
    );
  }
  if (values.S3_BUCKET === undefined) {
    if (values.S3_ENDPOINT !== undefined || keyId !== undefined) {
      throw new ConfigError(
        'Invalid configuration:\n  S3_BUCKET: set it to store uploads in the object store (S3_ENDPOINT or S3 keys are set without it)',
      );
    }
    return undefined;
  }
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION ?? values.AWS_REGION ?? 'us-east-1',
    endpoint: values.S3_ENDPOINT,
    // MinIO and most stand-ins only answer path-style requests; AWS itself prefers host names.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
    credentials:
      keyId !== undefined && secret !== undefined
        ? { accessKeyId: keyId, secretAccessKey: secret }
        : undefined,
  };
}
