// One Lighthouse run of a signed-in page, in its own process as the CLI runs (lighthouse.ts):
// `node --import tsx bench/web/lighthouse-signed-in.ts <url> <report.json> <sign-in.json>`.
//
// The web app knows who is signed in from the codes login keeps in the tab's session storage
// (src/session/role.ts), and the server from its session cookie: a signed-in page needs both, in
// the tab Lighthouse measures. The CLI opens a tab of its own, so this runs Lighthouse's Node API
// on a tab that first stores the cookie and the codes, as a signed-in person reloading the page
// has them. Same settings as the CLI's run: mobile defaults, simulated throttling, performance
// only, the same Chromium flags; Lighthouse still empties the HTTP cache and the origin's caches
// before it loads the page (it leaves cookies and web storage, which are the sign-in).
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAG_LIST, type SignIn } from './lighthouse.ts';

const [url, output, signInFile] = process.argv.slice(2);
if (!url || !output || !signInFile) {
  console.error('usage: lighthouse-signed-in.ts <url> <report.json> <sign-in.json>');
  process.exit(2);
}
const signIn = JSON.parse(readFileSync(signInFile, 'utf8')) as SignIn;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAG_LIST,
});
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    // Lighthouse emulates the phone's screen itself.
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  await page.setCookie({
    name: signIn.cookie.name,
    value: signIn.cookie.value,
    url: origin,
    httpOnly: true,
    sameSite: 'Lax',
  });
  // Any document of the origin gives the tab its session storage; robots.txt loads no app.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries: [string, string][]) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, Object.entries(signIn.sessionStorage));
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const report = result.report;
  writeFileSync(output, Array.isArray(report) ? (report[0] ?? '') : report);
  await browser.disconnect();
} finally {
  chrome.kill();
}
