import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

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
 */
export async function axeFindings(page: Page, { loadingOnly = false } = {}): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself: the default finishes each scan in a new blank page, a second
    // page per scan that doubled the sweep's time.
    .setLegacyMode();
  if (loadingOnly) {
    builder = builder.include(LOADING).disableRules(['color-contrast']);
  }
  let scan;
  try {
    scan = await builder.analyze();
  } catch (error) {
    // The loading markup went away between finding it and scanning it.
    if (loadingOnly && /No elements found/i.test(String(error))) return [];
    throw error;
  }
  return seriousFindings(scan.violations);
}

/** Of axe's violations, the serious and critical ones, one finding per element. */
export function seriousFindings(violations: Result[]): AxeFinding[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const key = `${violation.id}: ${node.target.join(' ')}`;
        return { key, text: `${key} ${node.html.replace(/\s+/g, ' ').slice(0, 140)}` };
      }),
    );
}

/** The page's serious and critical violations, each as "rule: targets", for a readable diff. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).map((finding) => finding.key);
}
