import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from './client.ts';
import { decodeBase64Html } from './page-html.ts';

// Catalog and settings reads shared by several screens (header, footer, home, booking).

export const servicesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['services'],
    queryFn: () => dataOf(client.POST('/api/service/get_all_data', { body: {} })),
  });

export const citiesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: () => dataOf(client.POST('/api/city/get_all_data', { body: {} })),
  });

export const companySettingsQuery = (client: ApiClient, group: 'Company' | 'Social') =>
  queryOptions({
    queryKey: ['settings', group],
    queryFn: async () => {
      const entries = await dataOf(
        client.POST('/api/setting/company', { body: { eConfig: group } }),
      );
      return Object.fromEntries(entries.map((entry) => [entry.vName, entry.vValue]));
    },
  });

export const labelsQuery = (client: ApiClient, pageSlug: string) =>
  queryOptions({
    queryKey: ['labels', pageSlug],
    queryFn: async () => {
      const entries = await dataOf(
        client.POST('/api/label/get_all_data', { body: { vSlug: pageSlug } }),
      );
      return Object.fromEntries(entries.map((entry) => [entry.vLabel, entry.tText]));
    },
  });

/**
 * Customer testimonials (spec §7: eType Customer): all of them for the home carousel, a city's
 * own for that city's landing slider.
 */
export const testimonialsQuery = (client: ApiClient, city?: string) =>
  queryOptions({
    queryKey: city === undefined ? ['reviews', 'Customer'] : ['reviews', 'Customer', city],
    queryFn: () =>
      dataOf(
        client.POST('/api/review/get_all_data', {
          body: city === undefined ? { eType: 'Customer' } : { eType: 'Customer', vCity: city },
        }),
      ),
  });

/**
 * How many customer reviews there are and their average rating (none without a review): the
 * "★ 4.8 · 27 reviews" beside the testimonials they count.
 */
export const reviewSummaryQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['review-summary', 'Customer'],
    queryFn: () => dataOf(client.POST('/api/review/get_summary', { body: { eType: 'Customer' } })),
  });

/** Every blog post, newest first: the blog listing, the detail sidebar and the landing page. */
export const blogsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: () => dataOf(client.POST('/api/blog/get_all_data', { body: {} })),
  });

/** A content page by slug (spec §7), its base64 HTML decoded; null when there is no such page. */
export const pageContentQuery = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: async () => {
      const pages = await dataOf(
        client.POST('/api/page/get_all_data', {
          body: { vSlug: slug, eStatus: 'Active', eDelete: 'No' },
        }),
      );
      const page = pages[0];
      return page ? { title: page.vTitle, html: decodeBase64Html(page.tDescription) } : null;
    },
  });

export type FaqFilter = { eType: 'Customer' | 'Contractor' } | { iServiceId: number };

/** FAQ by audience or by service (spec §7). */
export const faqsQuery = (client: ApiClient, filter: FaqFilter) =>
  queryOptions({
    queryKey: ['faqs', filter],
    queryFn: () => dataOf(client.POST('/api/faq/get_all_data', { body: filter })),
  });
