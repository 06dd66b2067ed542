import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { SafeHtml } from '#src/components/safe-html.tsx';
import { decodeBase64Html } from '#src/components/sanitize-html.ts';
import { publicCatalogue } from '#src/components/site-texts.ts';
import { loadTexts } from '#src/i18n/texts.ts';

function renderHtml(html: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SafeHtml html={html} /> },
      { path: '/book-now', element: <h1>Book a cleaning</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

describe('page HTML in the browser', () => {
  // Its empty state's words: loaded here, so the file passes alone as well as after others.
  beforeAll(() => loadTexts(publicCatalogue, 'en-CA'));

  it('drops a script and an onerror attribute that reached it', () => {
    const { container } = renderHtml(
      '<p>Sparkling</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a>',
    );
    expect(screen.getByText('Sparkling')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the orange Book Now button of page content, which opens /book-now in the app', async () => {
    const { router } = renderHtml(
      '<p>Ready?</p><a href="/book-now" class="btn-orange">Book Now</a>',
    );
    const button = screen.getByRole('link', { name: 'Book Now' });
    expect(button).toHaveClass('btn-orange');
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-now'));
    expect(screen.getByRole('heading', { name: 'Book a cleaning' })).toBeInTheDocument();
  });

  it('shows No Data Found when the content is empty', () => {
    renderHtml('  ');
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('decodes base64 page HTML as UTF-8, so accents survive', () => {
    const html = '<p>Québec — “Orléans”</p>';
    const base64 = Buffer.from(html, 'utf8').toString('base64');
    expect(decodeBase64Html(base64)).toBe(html);
    expect(decodeBase64Html('%%% not base64')).toBe('');
  });
});
