import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { SafeHtml } from '#src/components/safe-html.tsx';
import { setHtmlSanitizer } from '#src/components/sanitize-html.ts';
import { publicCatalogue } from '#src/components/site-texts.ts';
import { loadTexts } from '#src/i18n/texts.ts';

const HOSTILE =
  '<p>Sparkling</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';

function page(html: string) {
  return (
    <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
      <MemoryRouter>
        <SafeHtml html={html} />
      </MemoryRouter>
    </AppProviders>
  );
}

/** Every HTML the app sanitized, through the browser's own sanitizer. */
let sanitized: string[] = [];
let restoreSanitizer = () => {};

beforeEach(() => {
  // The modules are shared with the other files of the worker (isolate: false): the app's own
  // sanitizer is wrapped, not mocked, and given back after each test.
  const browserPass = setHtmlSanitizer((html) => {
    sanitized.push(html);
    return browserPass(html);
  });
  restoreSanitizer = () => void setHtmlSanitizer(browserPass);
});

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The server's page for `serverHtml`, hydrated with `browserHtml`; recoverable errors kept. */
async function hydrate(serverHtml: string, browserHtml: string) {
  container = document.createElement('div');
  // The server's renderer has no document; neither has this render.
  vi.stubGlobal('document', undefined);
  const markup = renderToString(page(serverHtml));
  vi.unstubAllGlobals();
  container.innerHTML = markup;
  document.body.append(container);
  sanitized = [];
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, page(browserHtml), {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, mismatches };
}

afterEach(() => {
  restoreSanitizer();
  act(() => root?.unmount());
  container?.remove();
  delete (window as { hacked?: boolean }).hacked;
});

describe('server HTML in a page the browser takes over', () => {
  beforeAll(() => loadTexts(publicCatalogue, 'en-CA'));

  it('keeps the markup the server sanitized without sanitizing it again', async () => {
    const { container, mismatches } = await hydrate(HOSTILE, HOSTILE);
    expect(container.innerHTML).toContain('<p>Sparkling</p>');
    expect(mismatches).toEqual([]);
    expect(sanitized).toEqual([]);
    expect(container.textContent).toContain('Sparkling');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('sanitizes a part it renders afresh because it did not match the server’s', async () => {
    const { container, mismatches } = await hydrate('', HOSTILE);
    expect(mismatches).not.toEqual([]);
    expect(sanitized).toContain(HOSTILE);
    expect(container.textContent).toContain('Sparkling');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sanitizes HTML that arrives after it took the page over', async () => {
    const { container } = await hydrate('<p>Before</p>', '<p>Before</p>');
    const later = '<p>After</p><img src="x" onerror="window.hacked = true">';
    await act(async () => root?.render(page(later)));
    expect(sanitized).toContain(later);
    expect(container.textContent).toContain('After');
    expect(container.textContent).not.toContain('Before');
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
