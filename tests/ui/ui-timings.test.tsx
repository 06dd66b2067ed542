import { describe, expect, it } from 'vitest';
import { defaultUiTimings, serverUiWaitsMs } from '#src/components/ui-timings.ts';

function root(waits?: string): HTMLElement {
  const html = document.createElement('html');
  if (waits !== undefined) html.dataset.uiWaitsMs = waits;
  return html;
}

describe("the spec's pauses (§9)", () => {
  it('last two seconds on a page the server wrote nothing on', () => {
    expect(document.documentElement.dataset.uiWaitsMs).toBeUndefined();
    expect(defaultUiTimings).toMatchObject({
      skeletonHoldMs: 2000,
      thankYouRedirectMs: 2000,
      sameDayLoaderMs: 2000,
      toastMs: 2000,
      moveOnMs: null,
    });
  });

  it('read the whole milliseconds a development server wrote on <html>, and nothing else', () => {
    expect(serverUiWaitsMs(root('50'))).toBe(50);
    expect(serverUiWaitsMs(root('0'))).toBe(0);
    expect(serverUiWaitsMs(root())).toBeNull();
    expect(serverUiWaitsMs(undefined)).toBeNull();
    for (const junk of ['', '-5', '1.5', 'soon', '99999']) {
      expect(serverUiWaitsMs(root(junk)), junk).toBeNull();
    }
  });
});
