import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { VIEWPORT_SIZES, type ViewportName } from '../../.storybook/viewports.ts';
import {
  COLOUR_RULES,
  seriousFindings,
  WCAG_TAGS,
  type AxeFinding,
} from '#tests/support/e2e-axe.ts';
import { nextFrames, transitionsEnded } from '#tests/support/e2e-frames.ts';

/*
 * Every story of the built Storybook (storybook-static/index.json), at phone and desktop width
 * and in standard contrast and `prefers-contrast: more` (emulated, so the app's real media query
 * applies): axe's serious and critical WCAG A/AA violations fail the story, as they fail a page
 * in the e2e sweep. One page serves the whole run: stories are switched through Storybook's own
 * channel instead of reloading its bundle, and axe is put into it once (AxeBuilder would inject
 * its half-megabyte script again for every scan), which keeps the run near a second per story.
 */

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const INDEX = 'storybook-static/index.json';

type IndexEntry = { id: string; type: string; title: string; name: string };

function storiesOfBuild(): IndexEntry[] {
  if (!existsSync(INDEX)) {
    throw new Error(`${INDEX} is missing: run \`npm run build-storybook\` first`);
  }
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.addScriptTag({ path: AXE_SCRIPT });
      // The run means nothing in "more" if the browser does not take the emulated preference.
      await page.emulateMedia({ contrast: 'more' });
      expect(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches)).toBe(true);
      await page.emulateMedia({ contrast: 'no-preference' });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows the story afresh (its play function included) and waits until it has finished and
 * every transition has ended; answers the error the story ended with, if any.
 */
async function renderStory(page: Page, storyId: string): Promise<string | null> {
  const failure = await page.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        type Channel = {
          on: (event: string, listener: (payload: unknown) => void) => void;
          off: (event: string, listener: (payload: unknown) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const scope = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          __STORYBOOK_PREVIEW__?: { currentSelection?: { storyId?: string } };
        };
        const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const listeners: [string, (payload: unknown) => void][] = [];
        const done = (result: string | null) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        listeners.push(['storyFinished', () => done(null)]);
        for (const event of failures) {
          listeners.push([
            event,
            (payload) => done(`${event}: ${JSON.stringify(payload).slice(0, 400)}`),
          ]);
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        if (scope.__STORYBOOK_PREVIEW__?.currentSelection?.storyId === id) {
          channel.emit('forceRemount', { storyId: id });
        } else {
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }
      }),
    storyId,
  );
  await page.evaluate(() => document.fonts.ready);
  // Drawers, menus and accordions move in with CSS transitions: judge the colours they end with.
  await transitionsEnded(page);
  // Two frames, so what the ended transitions left is laid out (each wait bounded).
  await nextFrames(page, 2);
  return failure;
}

/** The e2e sweep's rules (tests/support/e2e-axe.ts), run by the axe already in the page. */
async function scan(page: Page, runOnly: RunOptions['runOnly']): Promise<AxeFinding[]> {
  const violations = await page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations;
  }, runOnly);
  return seriousFindings(violations);
}

for (const story of storiesOfBuild()) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const problems: string[] = [];
    for (const viewport of Object.keys(VIEWPORT_SIZES) as ViewportName[]) {
      await page.setViewportSize(VIEWPORT_SIZES[viewport]);
      const failure = await renderStory(page, story.id);
      if (failure) problems.push(`${viewport}: the story failed: ${failure}`);
      for (const finding of await scan(page, { type: 'tag', values: WCAG_TAGS })) {
        problems.push(`${viewport}: axe ${finding.text}`);
      }
      // More contrast changes colours, underlines and outlines only: the colour rules judge it.
      await page.emulateMedia({ contrast: 'more' });
      for (const finding of await scan(page, { type: 'rule', values: COLOUR_RULES })) {
        problems.push(`${viewport}, prefers-contrast more: axe ${finding.text}`);
      }
      await page.emulateMedia({ contrast: 'no-preference' });
    }
    expect(problems, `${story.id} (iframe.html?id=${story.id})`).toEqual([]);
  });
}
