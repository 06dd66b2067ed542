import { describe, expect, it } from 'vitest';
import { spreadPreloadLinks } from '../../scripts/preload-links-in-own-tasks-plugin.ts';

/** The shape of Vite's helper around the one line the plugin rewrites. */
const HELPER = `function preloadOne(dep) {
  const link = document.createElement('link');
  link.href = dep;
  document.head.appendChild(link);
  return link;
}`;

interface FakeLink {
  href: string;
}

/** The helper in a page whose head is `head` and whose tasks wait in `tasks` until run. */
function loadHelper(
  code: string,
  head: FakeLink[],
  tasks: (() => void)[],
): (dep: string) => FakeLink {
  const document = {
    createElement: (): FakeLink => ({ href: '' }),
    head: { appendChild: (link: FakeLink) => head.push(link) },
  };
  const setTimeout = (task: () => void) => tasks.push(task);
  const build = new Function('document', 'setTimeout', `${code}\nreturn preloadOne;`) as (
    doc: typeof document,
    timer: typeof setTimeout,
  ) => (dep: string) => FakeLink;
  return build(document, setTimeout);
}

function hrefs(head: FakeLink[]): string[] {
  return head.map((link) => link.href);
}

describe("Vite's preload helper, rewritten to append each link in a task of its own", () => {
  it('appends no link in the importing task, then one link a task in the order asked', () => {
    const head: FakeLink[] = [];
    const tasks: (() => void)[] = [];
    const preloadOne = loadHelper(spreadPreloadLinks(HELPER), head, tasks);

    preloadOne('/assets/a.js');
    preloadOne('/assets/b.js');
    preloadOne('/assets/c.css');
    expect(head).toEqual([]);
    expect(tasks).toHaveLength(3);

    tasks[0]?.();
    expect(hrefs(head)).toEqual(['/assets/a.js']);
    tasks[1]?.();
    tasks[2]?.();
    expect(hrefs(head)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.css']);
  });

  it('appends a link in a real timer task, after the task that asked for it', async () => {
    const head: FakeLink[] = [];
    const document = {
      createElement: (): FakeLink => ({ href: '' }),
      head: { appendChild: (link: FakeLink) => head.push(link) },
    };
    const build = new Function('document', `${spreadPreloadLinks(HELPER)}\nreturn preloadOne;`) as (
      doc: typeof document,
    ) => (dep: string) => FakeLink;
    const preloadOne = build(document);
    preloadOne('/assets/a.js');
    expect(head).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(hrefs(head)).toEqual(['/assets/a.js']);
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
