import type { Page } from '@playwright/test';
import axe, { type configure, type Result, type run, type RunOptions } from 'axe-core';
import { transitionsEnded } from './e2e-frames.ts';

/** axe-core's script, as Node reads it from the package. */
const axeSource = axe.source ?? '';

/** The WCAG 2.1 A and AA rules; the run fails on what axe rates serious or critical. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Loading markup of the app: busy regions, skeletons and what wraps them, spinners. */
export const LOADING = [
  '[aria-busy="true"]',
  '[aria-label^="Loading"]',
  '.mantine-Skeleton-root',
  '.mantine-Loader-root',
  '[role="progressbar"]',
].join(', ');

/** One serious or critical violation at one element: rule, where, and the element's start. */
export type AxeFinding = { key: string; text: string };

/** The rules that judge colour alone: all a change of colours (a contrast mode) can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe's serious and critical violations of the page, or (`loadingOnly`) of its loading markup
 * alone: mid-load the rest of the page is half-drawn, and colours still fade in, so contrast is
 * judged on the settled page only.
 *
 * Axe runs in the page itself, put there once per document (decision 069): @axe-core/playwright, used before,
 * evaluated its half-megabyte source twice on every scan (and, outside legacy mode, finished each
 * scan in a new blank page), most of a scan's time in the route sweep, which scans a page up to
 * three times. The app has no frames to scan into.
 */
export async function axeFindings(page: Page, { loadingOnly = false } = {}): Promise<AxeFinding[]> {
  await injectAxe(page);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    ...(loadingOnly ? { rules: { 'color-contrast': { enabled: false } } } : {}),
  };
  // The loading markup is scanned as it is: it is there only for a moment, and its colours are
  // not judged.
  if (!loadingOnly) await transitionsEnded(page);
  const include = loadingOnly ? LOADING : undefined;
  const answer = await runAxe(page, include, options);
  if (answer.error) {
    // The loading markup went away between finding it and scanning it.
    if (loadingOnly && /No elements found/i.test(answer.error)) return [];
    throw new Error(`axe failed on ${page.url()}: ${answer.error}`);
  }
  const findings = seriousFindings(answer.violations);
  if (loadingOnly || !findings.some(isContrast)) return findings;
  // A contrast finding is judged again once the page has painted a moment more: a busy machine
  // can let axe measure a frame mid-paint (a CI run once read the home page's Book button on a
  // background it does not have). A colour the reader really sees is found the second time too.
  await page.waitForTimeout(CONTRAST_RECHECK_MS);
  await transitionsEnded(page);
  const again = await runAxe(page, undefined, {
    ...options,
    runOnly: { type: 'rule', values: ['color-contrast'] },
  });
  if (again.error) throw new Error(`axe failed on ${page.url()}: ${again.error}`);
  const contrastNow = new Set(seriousFindings(again.violations).map((finding) => finding.key));
  return findings.filter((finding) => !isContrast(finding) || contrastNow.has(finding.key));
}

/** How long a contrast finding waits before it is judged again. */
const CONTRAST_RECHECK_MS = 500;

function isContrast(finding: AxeFinding): boolean {
  return finding.key.startsWith('color-contrast:');
}

/** One axe run in the page, over `include` or the whole document. */
function runAxe(page: Page, include: string | undefined, options: RunOptions) {
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof run } };
      const context = include ? { include: [include] } : document;
      try {
        return { violations: (await axe.run(context, options)).violations, error: '' };
      } catch (error) {
        return { violations: [] as Result[], error: String(error) };
      }
    },
    { include, options },
  );
}

/** Puts axe-core in the page's document, unless it is there already. */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  if (!axeSource) throw new Error('axe-core gave no script to put in the page');
  await page.evaluate(axeSource);
  await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { configure: typeof configure } };
    axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
  });
}

/** Of axe's violations, the serious and critical ones, one finding per element. */
export function seriousFindings(violations: Result[]): AxeFinding[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const key = `${violation.id}: ${node.target.join(' ')}`;
        // A contrast finding says the colours axe measured, so a failure on CI can be read.
        const measured =
          violation.id === 'color-contrast' ? ` (${node.any[0]?.message ?? ''})` : '';
        return { key, text: `${key} ${node.html.replace(/\s+/g, ' ').slice(0, 140)}${measured}` };
      }),
    );
}

/** The page's serious and critical violations, each as "rule: targets", for a readable diff. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).map((finding) => finding.key);
}
