import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkClientEnv, ClientConfigError } from '#src/config/check-client-env.ts';
import { clientConfig, readClientConfig } from '#src/config/client-config.ts';

describe('the web app configuration', () => {
  it('leaves every service off when nothing is set, and empty values count as unset', () => {
    const config = readClientConfig({ DEV: false, PROD: true, VITE_MAIN_HOST: '' });
    expect(config).toEqual({
      dev: false,
      prod: true,
      showMachines: false,
      stripePublishableKey: undefined,
      googleMapsApiKey: undefined,
      recaptchaSiteKey: undefined,
      chatWidgetUrl: undefined,
      mainHost: undefined,
      demoHost: undefined,
      demoPassword: undefined,
    });
  });

  it('shows the machine viewer in development, or in a build made with SHOW_MACHINES=1', () => {
    expect(readClientConfig({ DEV: true }).showMachines).toBe(true);
    expect(readClientConfig({ DEV: false, SHOW_MACHINES: '1' }).showMachines).toBe(true);
    expect(readClientConfig({ DEV: false, SHOW_MACHINES: '' }).showMachines).toBe(false);
  });

  it('takes the services and hosts as set', () => {
    const config = readClientConfig({
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_mapleshine',
      VITE_CHAT_WIDGET_URL: 'https://chat.example.test/widget.js',
      VITE_MAIN_HOST: ' www.MapleShine.ca ',
      VITE_DEMO_PASSWORD: ' maple demo ',
    });
    expect(config.stripePublishableKey).toBe('pk_test_mapleshine');
    expect(config.chatWidgetUrl).toBe('https://chat.example.test/widget.js');
    expect(config.mainHost).toBe('www.MapleShine.ca');
    expect(config.demoPassword).toBe(' maple demo ');
  });

  it('lets good values and unset ones through the build check', () => {
    expect(() =>
      checkClientEnv({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_MAIN_HOST: '' }),
    ).not.toThrow();
  });

  it('stops with every reason on bad values, without repeating a key', () => {
    const read = () =>
      checkClientEnv({
        VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret',
        VITE_CHAT_WIDGET_URL: 'chat.example.test',
        VITE_DEMO_HOST: 'https://demo.mapleshine.ca/',
        SHOW_MACHINES: 'yes',
      });
    expect(read).toThrow(ClientConfigError);
    expect(read).toThrow(
      [
        'Invalid web app configuration:',
        '  SHOW_MACHINES: SHOW_MACHINES must be 1 or 0',
        '  VITE_STRIPE_PUBLISHABLE_KEY: VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (starting with pk_)',
        '  VITE_CHAT_WIDGET_URL: VITE_CHAT_WIDGET_URL must start with https:// or http://',
        '  VITE_DEMO_HOST: VITE_DEMO_HOST must be a host name such as www.mapleshine.ca (no scheme, port or path)',
      ].join('\n'),
    );
    expect(read).not.toThrow(/sk_live_secret/);
  });

  describe('as the running app reads it', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('reads every variable as the build checks it, one value at a time', () => {
      const set = {
        SHOW_MACHINES: '1',
        VITE_STRIPE_PUBLISHABLE_KEY: ' pk_test_123 ',
        VITE_GOOGLE_MAPS_API_KEY: 'maps-key',
        VITE_RECAPTCHA_SITE_KEY: '',
        VITE_CHAT_WIDGET_URL: 'https://chat.example.test/widget.js',
        VITE_MAIN_HOST: 'www.mapleshine.ca',
        VITE_DEMO_HOST: 'demo.mapleshine.ca',
        VITE_DEMO_PASSWORD: ' spaced secret ',
      };
      for (const [name, value] of Object.entries(set)) vi.stubEnv(name, value);
      const config = clientConfig();
      expect(config).toEqual(
        readClientConfig({ DEV: import.meta.env.DEV, PROD: import.meta.env.PROD, ...set }),
      );
      expect(config.stripePublishableKey).toBe('pk_test_123');
      expect(config.recaptchaSiteKey).toBeUndefined();
      expect(config.demoPassword).toBe(' spaced secret ');
    });
  });
});
