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
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    });
    expect(config.stripeSecretKey).toBe('sk_test_51Abc');
    expect(config.stripeApiBase).toBe('http://127.0.0.1:12111');
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
