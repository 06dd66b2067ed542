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
