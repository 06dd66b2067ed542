import { describe, expect, it } from 'vitest';
import { deviceName } from '../../server/domain/device-name.ts';

const agents = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
};

describe('deviceName', () => {
  it.each([
    [agents.chromeAndroid, 'Chrome on Android'],
    [agents.safariIphone, 'Safari on iPhone'],
    [agents.chromeIphone, 'Chrome on iPhone'],
    [agents.firefoxWindows, 'Firefox on Windows'],
    [agents.edgeWindows, 'Edge on Windows'],
    [agents.safariMac, 'Safari on Mac'],
    [agents.chromeLinux, 'Chrome on Linux'],
    [agents.samsungAndroid, 'Samsung Internet on Android'],
    [agents.firefoxIpad, 'Firefox on iPad'],
  ])('names %s as "%s"', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });

  it('gives null for no agent, an empty one or one it cannot name', () => {
    expect(deviceName(undefined)).toBeNull();
    expect(deviceName('')).toBeNull();
    expect(deviceName('curl/8.5.0')).toBeNull();
    expect(deviceName('node-fetch')).toBeNull();
  });

  it('names the system alone when the browser is unknown', () => {
    expect(deviceName('SomeApp/1.0 (Windows NT 10.0)')).toBe('A browser on Windows');
  });
});
