// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as serverSanitize } from '#server/domain/html.ts';
import { HTML_ALLOWED_TAGS } from '#shared/html-allow-list.ts';
import { sanitizeHtml as browserSanitize } from '#src/components/sanitize-html.ts';

const sanitizers = [
  ['the server (sanitize-html)', serverSanitize],
  ['the browser (DOMPurify)', browserSanitize],
] as const;

describe('the one HTML allow-list', () => {
  it.each(sanitizers)('keeps every allowed tag in %s', (_name, sanitize) => {
    for (const tag of HTML_ALLOWED_TAGS) {
      const html = tag === 'br' ? '<p>a<br>b</p>' : `<${tag}>Text</${tag}>`;
      expect(sanitize(html), tag).toContain(`<${tag}`);
    }
  });

  it.each(sanitizers)(
    'drops scripts, handlers, styles and foreign schemes in %s',
    (_n, sanitize) => {
      const html =
        '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src=x>' +
        '<a href="javascript:alert(1)">bad</a><a href="//evil.example">far</a>' +
        '<a href="https://mapleshine.ca" class="btn-orange">Book</a><a href="/services">ours</a>';
      const clean = sanitize(html);
      expect(clean).not.toMatch(/script|onclick|style=|<img|javascript:|evil\.example/);
      expect(clean).toContain('<a href="https://mapleshine.ca" class="btn-orange">Book</a>');
      expect(clean).toContain('<a href="/services">ours</a>');
    },
  );
});
