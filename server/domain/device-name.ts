/**
 * The browser and system a session signed in from, in a person's words ("Chrome on Android",
 * "Safari on iPhone"), read from its User-Agent at sign-in (issue 44): a person's data export
 * lists their sessions by it. An agent it cannot name gives null, never a guess.
 */
export function deviceName(userAgent: string | undefined | null): string | null {
  if (!userAgent) return null;
  const agent = userAgent.slice(0, 512);
  const browser = browserOf(agent);
  const system = systemOf(agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : null);
}

function browserOf(agent: string): string | null {
  // Order matters: Edge, Opera and Samsung's browser also say Chrome; Chrome also says Safari.
  if (/\bEdg(e|A|iOS)?\//.test(agent)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(agent)) return 'Opera';
  if (/\bSamsungBrowser\//.test(agent)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(agent)) return 'Firefox';
  if (/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//.test(agent)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(agent) || /\b(iPhone|iPad).*AppleWebKit\//.test(agent)) {
    return 'Safari';
  }
  return null;
}

function systemOf(agent: string): string | null {
  if (/\biPhone\b/.test(agent)) return 'iPhone';
  if (/\biPad\b/.test(agent)) return 'iPad';
  if (/\bAndroid\b/.test(agent)) return 'Android';
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  if (/\bWindows\b/.test(agent)) return 'Windows';
  if (/\bMacintosh\b|\bMac OS X\b/.test(agent)) return 'Mac';
  if (/\bLinux\b/.test(agent)) return 'Linux';
  return null;
}
