import { describe, expect, it } from 'vitest';
import { sanitizeHtml, toBase64 } from '#server/domain/html.ts';

describe('sanitizeHtml', () => {
  it('removes a script element with its content', () => {
    const clean = sanitizeHtml('<p>Hello</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Hello</p>');
  });

  it('removes an image whose onerror runs script', () => {
    const clean = sanitizeHtml('<p>Photo</p><img src=x onerror="alert(1)">');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('alert');
    expect(clean).toBe('<p>Photo</p>');
  });

  it('drops onclick attributes and keeps the element', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)">Click</p><a href="/book-now" onclick="steal()">Go</a>',
    );
    expect(clean).toBe('<p>Click</p><a href="/book-now">Go</a>');
  });

  it('drops style attributes', () => {
    const clean = sanitizeHtml(
      '<p style="position:fixed;top:0">Text</p><a href="/x" style="color:red">Link</a>',
    );
    expect(clean).toBe('<p>Text</p><a href="/x">Link</a>');
  });

  it('drops javascript: hrefs, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)']) {
      const clean = sanitizeHtml(`<a href="${href}">Win a prize</a>`);
      expect(clean.toLowerCase(), href).not.toContain('javascript');
      expect(clean, href).toContain('Win a prize');
    }
  });

  it('keeps headings, paragraphs, lists and emphasis as they are', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> words.</p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the orange Book Now button and mailto links', () => {
    const html =
      '<p><a href="/book-now" class="btn-orange">Book Now</a></p><p><a href="mailto:hello@mapleshine.ca">hello@mapleshine.ca</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops classes other than btn-orange', () => {
    expect(sanitizeHtml('<a href="/book-now" class="btn-orange evil">Book</a>')).toBe(
      '<a href="/book-now" class="btn-orange">Book</a>',
    );
  });

  it('keeps accented letters and typographic quotes', () => {
    const html = '<p>Québec — “quotes” and l’Orléans</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('toBase64', () => {
  it('encodes UTF-8 so accents, dashes and curly quotes come back unchanged', () => {
    const text = 'Québec — “quotes”';
    const encoded = toBase64(text);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(text);
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(
      text,
    );
  });

  it('encodes the empty string as the empty string', () => {
    expect(toBase64('')).toBe('');
  });
});
