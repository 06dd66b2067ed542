import { afterEach, describe, expect, it, vi } from 'vitest';
import { spreadPreloadLinks } from '../../scripts/preload-links-in-own-tasks-plugin.ts';

/** The shape of Vite's helper around the one line the plugin rewrites. */
const HELPER = `function preloadOne(dep) {
  const link = document.createElement('link');
  link.href = dep;
  document.head.appendChild(link);
  return link;
}`;

const channels: MessageChannel[] = [];
class TrackedChannel extends MessageChannel {
  constructor() {
    super();
    channels.push(this);
  }
}
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

interface FakeLink {
  href: string;
}

function loadHelper(code: string, head: FakeLink[]): (dep: string) => FakeLink {
  const document = {
    createElement: (): FakeLink => ({ href: '' }),
    head: { appendChild: (link: FakeLink) => head.push(link) },
  };
  const build = new Function('document', 'MessageChannel', `${code}\nreturn preloadOne;`) as (
    doc: typeof document,
    channel: typeof MessageChannel,
  ) => (dep: string) => FakeLink;
  return build(document, TrackedChannel);
}

function hrefs(head: FakeLink[]): string[] {
  return head.map((link) => link.href);
}

describe("Vite's preload helper, rewritten to append each link in a task of its own", () => {
  it('appends no link in the importing task, then every link in the order asked', async () => {
    const head: FakeLink[] = [];
    const preloadOne = loadHelper(spreadPreloadLinks(HELPER), head);

    preloadOne('/assets/a.js');
    preloadOne('/assets/b.js');
    preloadOne('/assets/c.css');
    expect(head).toEqual([]);

    await vi.waitFor(() =>
      expect(hrefs(head)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.css']),
    );
  });

  it('goes on appending links asked for after the first ones were appended', async () => {
    const head: FakeLink[] = [];
    const preloadOne = loadHelper(spreadPreloadLinks(HELPER), head);
    preloadOne('/assets/a.js');
    await vi.waitFor(() => expect(hrefs(head)).toEqual(['/assets/a.js']));
    preloadOne('/assets/b.js');
    expect(hrefs(head)).toEqual(['/assets/a.js']);
    await vi.waitFor(() => expect(hrefs(head)).toEqual(['/assets/a.js', '/assets/b.js']));
  });

  it('fails the build when the helper no longer has the line it rewrites, or has it twice', () => {
    const without = HELPER.replace(
      'document.head.appendChild(link);',
      'document.head.append(link);',
    );
    expect(() => spreadPreloadLinks(without)).toThrow(/has 0 .* \(expected 1\)/);
    const twice = HELPER.replace('return link;', 'document.head.appendChild(link);');
    expect(() => spreadPreloadLinks(twice)).toThrow(/has 2 .* \(expected 1\)/);
  });
});
