import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { AppShell } from '#src/app/shell/app-shell.tsx';
import { metaSlugFor, pageMetaQuery } from '#src/app/shell/route-meta.ts';
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import { usePageTitle } from '#src/components/use-page-title.ts';
import { renderApp } from '../support/render-app.tsx';
import { metaSeed } from '#server/db/seed/pages.ts';
import { apiUrl } from '../support/ui-api-url.ts';

function metaContent(name: string) {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

function propertyContent(property: string) {
  return document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
}

/** The seed's description of a route's meta record. */
function routeMetaDescription(slug: string) {
  return metaSeed.find((meta) => meta.slug === slug)?.description;
}

describe('the meta slug of a route', () => {
  it.each([
    ['/', false, 'home'],
    ['/about-us', false, 'about-us'],
    ['/service-detail/deep-cleaning', false, 'service-detail'],
    ['/help-and-legal/terms-and-conditions', false, 'help-and-legal'],
    ['/blog-detail/stop-bathroom-mould-coming-back', false, 'blog-detail'],
    ['/About-Us/', false, 'about-us'],
    ['/no/such/page', true, 'page-not-found'],
  ])('is built from %s (not found: %s) as "%s"', (path, notFound, slug) => {
    expect(metaSlugFor(path, notFound)).toBe(slug);
  });
});

describe('the meta record of a slug', () => {
  it('is not asked for on the console, whose pages title themselves', async () => {
    let asked = 0;
    const client = {
      POST: () => {
        asked += 1;
        throw new Error('asked the server');
      },
    } as unknown as ApiClient;
    const { queryFn } = pageMetaQuery(client, 'admin');
    expect(await (queryFn as () => Promise<unknown>)()).toBeNull();
    expect(asked).toBe(0);
  });
});

describe('page meta on every route', () => {
  it.each([
    ['/', 'One-Time Home Cleaning in Canada | MapleShine'],
    ['/about-us', 'About Us | MapleShine'],
    ['/services', 'Our Services | MapleShine'],
    ['/deep-cleaning', 'Deep Cleaning | MapleShine'],
    ['/help-and-legal/terms-and-conditions', 'Help and Legal | MapleShine'],
    ['/frequently-asked-questions', 'Frequently Asked Questions | MapleShine'],
    ['/contact-us', 'Contact Us | MapleShine'],
    ['/no/such/page', 'Page Not Found | MapleShine'],
  ])('titles %s "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("titles a service's page with the service's own name, summary and picture", async () => {
    renderApp('/service-detail/routine-clean');
    await waitFor(() => expect(document.title).toBe('Routine Clean | MapleShine'));
    expect(metaContent('description')).toMatch(/^.{20,}…?$/);
    expect(metaContent('description')).not.toBe(routeMetaDescription('service-detail'));
    expect(propertyContent('og:title')).toBe('Routine Clean | MapleShine');
    expect(propertyContent('og:description')).toBe(metaContent('description'));
    expect(propertyContent('og:image')).toBe(
      `${window.location.origin}/images/services/routine-clean.svg`,
    );
    expect(metaContent('twitter:card')).toBe('summary_large_image');
    // The route's record stays the fallback for what the service does not say.
    expect(metaContent('keywords')).toBe(
      'cleaning service details, cleaning checklist, cleaning prices, MapleShine services',
    );
  });

  it("titles a post's page with the post's own name", async () => {
    renderApp('/blog-detail/move-out-cleaning-checklist-for-renters');
    await waitFor(() =>
      expect(document.title).toBe('The Move-Out Cleaning Checklist for Renters | MapleShine'),
    );
    expect(propertyContent('og:title')).toBe(
      'The Move-Out Cleaning Checklist for Renters | MapleShine',
    );
    expect(metaContent('description')).toMatch(/^Tenancy rules across Canada generally expect you/);
  });

  it('shows Page Not Found, titled so, for a service-detail address of no service', async () => {
    renderApp('/service-detail/no-such-service');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
    expect(propertyContent('og:image')).toBeUndefined();
  });

  it('fills the description and keywords from the meta of the route', async () => {
    renderApp('/contact-us');
    await waitFor(() => expect(document.title).toBe('Contact Us | MapleShine'));
    expect(metaContent('description')).toBe(
      'Questions about a booking, a payment or working as a cleaner? Contact MapleShine at hello@mapleshine.ca or 1-888-555-0143, or send us a message online.',
    );
    expect(metaContent('keywords')).toBe(
      'contact MapleShine, customer support, cleaning service help, booking questions',
    );
  });

  it('uses the page-not-found meta on an unknown path', async () => {
    renderApp('/definitely/not/here');
    await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
    expect(metaContent('keywords')).toBe('page not found, 404, MapleShine, cleaning services');
  });

  it('requests the new meta when the visitor navigates', async () => {
    const { router } = renderApp('/about-us');
    await waitFor(() => expect(document.title).toBe('About Us | MapleShine'));
    await router.navigate('/careers');
    await waitFor(() => expect(document.title).toBe('Careers | MapleShine'));
  });

  it("falls back to the defaults, and to the page's own title, when a route has no meta", async () => {
    function Page() {
      usePageTitle('Our Own Title');
      return <h1>No meta here</h1>;
    }
    const router = createMemoryRouter(
      [{ element: <AppShell />, children: [{ path: '/no-meta-here', element: <Page /> }] }],
      { initialEntries: ['/no-meta-here'] },
    );
    render(
      <AppProviders
        client={createApiClient(apiUrl())}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        env="test"
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'No meta here' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Own Title | MapleShine'));
    expect(metaContent('description')).toBe('Professional cleaning services');
    expect(metaContent('keywords')).toBe('cleaning, housekeeping');
  });
});
