import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; the run fails on what axe rates serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's serious and critical axe violations, each as "rule: targets", for a readable diff. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return scan.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}
