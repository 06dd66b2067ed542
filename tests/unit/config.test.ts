import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '#server/config.ts';

describe('the server configuration', () => {
  it('defaults to port 3000, ./data and PGlite', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readServerConfig({ DATABASE_URL: 'postgres://u@db/mapleshine' }).databaseUrl).toBe(
      'postgres://u@db/mapleshine',
    );
  });

  it('stops with a clear reason on a bad value', () => {
    expect(() => readServerConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres:\/\//,
    );
  });
});

describe('the payment settings', () => {
  it("use the offline test gateway and Stripe's API address by default", () => {
    const config = readServerConfig({});
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.stripeApiBase).toBe('https://api.stripe.com');
  });

  it('take a Stripe secret key and another API address', () => {
    const config = readServerConfig({
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_API_BASE: 'https://stripe-proxy.example/',
    });
    expect(config.stripeSecretKey).toBe('sk_test_51Abc');
    expect(config.stripeApiBase).toBe('https://stripe-proxy.example');
  });

  it('send the key in clear only to a development stand-in', () => {
    const local = {
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    };
    expect(() => readServerConfig(local)).toThrow(
      'STRIPE_API_BASE: must start with https:// (http:// only with APP_ENV=development)',
    );
    expect(readServerConfig({ ...local, APP_ENV: 'development' }).stripeApiBase).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it('treat an empty STRIPE_SECRET_KEY as unset', () => {
    expect(readServerConfig({ STRIPE_SECRET_KEY: '  ' }).stripeSecretKey).toBeUndefined();
  });

  it('refuse a key that is not a secret key, without repeating it', () => {
    const start = () => readServerConfig({ STRIPE_SECRET_KEY: 'pk_test_51Publishable' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (starting with sk_)',
    );
    expect(start).not.toThrow(/pk_test_51Publishable/);
  });

  it('refuse an API address that is not a URL', () => {
    expect(() => readServerConfig({ STRIPE_API_BASE: 'api.stripe.com' })).toThrow(
      /STRIPE_API_BASE must start with https:\/\/ or http:\/\//,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, or when empty, false or 0', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    for (const off of ['', ' ', 'false', '0']) {
      expect(readServerConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    }
  });

  it('takes a hop count', () => {
    expect(readServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a list of addresses and CIDR networks, IPv4 and IPv6', () => {
    expect(
      readServerConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it.each(['true', 'loadbalancer', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8,', '11'])(
    'stops with a clear reason on %j',
    (value) => {
      expect(() => readServerConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the captcha settings', () => {
  it('check nothing when RECAPTCHA_SECRET is unset', () => {
    expect(readServerConfig({}).captcha).toBeUndefined();
    expect(readServerConfig({}).thirdParties.recaptcha).toBe(false);
  });

  it("verify with Google's siteverify, or at RECAPTCHA_VERIFY_URL", () => {
    const keys = { RECAPTCHA_SECRET: '6LeSecret', VITE_RECAPTCHA_SITE_KEY: '6LeSiteKey' };
    expect(readServerConfig(keys).captcha).toEqual({
      secret: '6LeSecret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      hostnames: ['localhost'],
    });
    expect(readServerConfig(keys).thirdParties.recaptcha).toBe(true);
    const local = { ...keys, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/siteverify' };
    expect(readServerConfig({ ...local, APP_ENV: 'development' }).captcha?.verifyUrl).toBe(
      'http://127.0.0.1:9000/siteverify',
    );
    expect(() => readServerConfig(local)).toThrow(
      'RECAPTCHA_VERIFY_URL: must start with https:// (http:// only with APP_ENV=development)',
    );
  });

  it("accept a captcha solved on the site's own hosts only", () => {
    const keys = { RECAPTCHA_SECRET: '6LeSecret', VITE_RECAPTCHA_SITE_KEY: '6LeSiteKey' };
    expect(readServerConfig(keys).captcha?.hostnames).toEqual(['localhost']);
    expect(
      readServerConfig({
        ...keys,
        PUBLIC_URL: 'https://www.mapleshine.example',
        VITE_MAIN_HOST: 'mapleshine.example',
        VITE_DEMO_HOST: 'demo.mapleshine.example:8443',
      }).captcha?.hostnames,
    ).toEqual(['www.mapleshine.example', 'mapleshine.example', 'demo.mapleshine.example']);
  });

  it('stop with a clear reason when only one key is set or the verify URL is not http(s)', () => {
    const together = /RECAPTCHA_SECRET: set it together with VITE_RECAPTCHA_SITE_KEY/;
    expect(() => readServerConfig({ RECAPTCHA_SECRET: '6LeSecret' })).toThrow(together);
    expect(() => readServerConfig({ VITE_RECAPTCHA_SITE_KEY: '6LeSiteKey' })).toThrow(together);
    expect(() =>
      readServerConfig({
        RECAPTCHA_SECRET: '6LeSecret',
        VITE_RECAPTCHA_SITE_KEY: '6LeSiteKey',
        RECAPTCHA_VERIFY_URL: 'www.google.com/recaptcha/api/siteverify',
      }),
    ).toThrow(/RECAPTCHA_VERIFY_URL must start with https:\/\/ or http:\/\//);
  });
});

describe('the demo accounts and development tools', () => {
  it('are all off unless asked for: no variable is production (decision 071)', () => {
    expect(readServerConfig({})).toMatchObject({
      demoAccounts: 'none',
      demoBanner: false,
      devTools: false,
      firstOperatorEmail: 'operator@example.com',
    });
    // NODE_ENV and the old switches no longer open anything.
    expect(
      readServerConfig({ NODE_ENV: 'development', DEV_TOOLS: '1', DEMO_ACCOUNTS: '1' }),
    ).toMatchObject({ demoAccounts: 'none', devTools: false });
  });

  it('are on in development (APP_ENV=development: npm run dev and the tests)', () => {
    expect(readServerConfig({ APP_ENV: 'development' })).toMatchObject({
      demoAccounts: 'development',
      demoBanner: false,
      devTools: true,
    });
    expect(() => readServerConfig({ APP_ENV: 'staging' })).toThrow(
      'APP_ENV: APP_ENV must be development or production',
    );
  });

  it('refuse development at an https address, where people could reach it', () => {
    expect(() =>
      readServerConfig({ APP_ENV: 'development', PUBLIC_URL: 'https://mapleshine.example' }),
    ).toThrow(
      'APP_ENV: development serves every e-mail at /dev/outbox and seeds an operator with a published password; it cannot run at an https PUBLIC_URL',
    );
    expect(
      readServerConfig({ APP_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }).devTools,
    ).toBe(true);
  });

  it('give a public demo its accounts and banner but no development pages (DEMO_MODE)', () => {
    expect(
      readServerConfig({ DEMO_MODE: '1', PUBLIC_URL: 'https://demo.mapleshine.example' }),
    ).toMatchObject({ demoAccounts: 'demo', demoBanner: true, devTools: false });
    expect(() => readServerConfig({ DEMO_MODE: '1', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      'DEMO_MODE: a demo takes no real payments; use a Stripe test key (sk_test_) or none',
    );
    expect(readServerConfig({ DEMO_MODE: '1', STRIPE_SECRET_KEY: 'sk_test_abc' }).demoBanner).toBe(
      true,
    );
  });

  it('make the first operator at FIRST_OPERATOR_EMAIL when it is an address', () => {
    expect(
      readServerConfig({ FIRST_OPERATOR_EMAIL: 'alex.martin@example.ca' }).firstOperatorEmail,
    ).toBe('alex.martin@example.ca');
    expect(() => readServerConfig({ FIRST_OPERATOR_EMAIL: 'alex' })).toThrow(
      'FIRST_OPERATOR_EMAIL: FIRST_OPERATOR_EMAIL must be an e-mail address',
    );
  });

  it("shorten the web app's pauses only on a development server (UI_WAITS_MS)", () => {
    expect(readServerConfig({ APP_ENV: 'development' }).uiWaitsMs).toBeUndefined();
    expect(readServerConfig({ APP_ENV: 'development', UI_WAITS_MS: '50' }).uiWaitsMs).toBe(50);
    const refused = 'UI_WAITS_MS: development only; unset it, or set APP_ENV=development';
    expect(() => readServerConfig({ UI_WAITS_MS: '50' })).toThrow(refused);
    expect(() => readServerConfig({ UI_WAITS_MS: '50', APP_ENV: 'production' })).toThrow(refused);
    expect(() => readServerConfig({ APP_ENV: 'development', UI_WAITS_MS: '5000' })).toThrow(
      /UI_WAITS_MS/,
    );
    expect(() => readServerConfig({ APP_ENV: 'development', UI_WAITS_MS: 'soon' })).toThrow(
      /UI_WAITS_MS/,
    );
  });

  it('stop the start on a value that is not a switch', () => {
    expect(() => readServerConfig({ DEMO_MODE: 'maybe' })).toThrow(
      'DEMO_MODE: DEMO_MODE must be 1 or 0 (true or false)',
    );
  });
});

describe('the issuer receipts print (decision 101)', () => {
  it('prints the example numbers, marked as examples, when none are set', () => {
    expect(readServerConfig({}).receiptIssuer).toEqual({
      legalName: 'MapleShine Cleaning Inc.',
      gstHstNumber: '123456789 RT0001',
      qstNumber: '1234567890 TQ0001',
      exampleNumbers: true,
    });
  });

  it('takes the legal name and the registration numbers', () => {
    const config = readServerConfig({
      RECEIPT_LEGAL_NAME: 'MapleShine Home Services Ltd.',
      RECEIPT_GST_HST_NUMBER: '812345678 RT0001',
      RECEIPT_QST_NUMBER: '1212345678 TQ0001',
    });
    expect(config.receiptIssuer).toEqual({
      legalName: 'MapleShine Home Services Ltd.',
      gstHstNumber: '812345678 RT0001',
      qstNumber: '1212345678 TQ0001',
      exampleNumbers: false,
    });
  });

  it('prints no QST number beside a real GST/HST number when none is set', () => {
    const config = readServerConfig({ RECEIPT_GST_HST_NUMBER: '812345678RT0001' });
    expect(config.receiptIssuer.qstNumber).toBeNull();
    expect(config.receiptIssuer.exampleNumbers).toBe(false);
  });

  it('refuses numbers of another form, and real payments without the GST/HST number', () => {
    expect(() => readServerConfig({ RECEIPT_GST_HST_NUMBER: '12345' })).toThrow(
      /RECEIPT_GST_HST_NUMBER must be a GST\/HST account number/,
    );
    expect(() => readServerConfig({ RECEIPT_QST_NUMBER: '12345 RT0001' })).toThrow(
      /RECEIPT_QST_NUMBER must be a QST registration number/,
    );
    expect(() => readServerConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /RECEIPT_GST_HST_NUMBER: receipts of real card payments/,
    );
    expect(
      readServerConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        RECEIPT_GST_HST_NUMBER: '812345678 RT0001',
      }).receiptIssuer.gstHstNumber,
    ).toBe('812345678 RT0001');
  });
});
