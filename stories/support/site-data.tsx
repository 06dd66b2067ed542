import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';

type Service = components['schemas']['Service'];

// Storybook has no API server: the stories hand the shared queries their answers up front.

const serviceNames: [name: string, slug: string][] = [
  ['Move-Out/Move-In Clean', 'move-out-move-in-clean'],
  ['Deep Cleaning', 'deep-cleaning'],
  ['Post-Event Cleanup', 'post-event-cleanup'],
  ['Routine Clean', 'routine-clean'],
  ['Commercial Cleaning', 'commercial-cleaning'],
];

export const sampleServices: Service[] = serviceNames.map(([name, slug], index) => ({
  iServiceId: index + 1,
  vServiceName: name,
  vSlug: slug,
  tDescription: '',
  vWebpImage: `/images/services/${slug}.svg`,
}));

export const sampleCompany = {
  FOOTER_DESCRIPTION:
    'MapleShine connects households and businesses across Canada with vetted, background-checked cleaners. Upfront prices, card payment, and no contract.',
  COPYRIGHTED_TEXT: '© 2026 MapleShine Cleaning Inc. All rights reserved.',
  COMPANY_NUMBER: '1-888-555-0143',
  COMPANY_EMAIL: 'hello@mapleshine.ca',
};

export const sampleSocial = {
  SOCIAL_FACEBOOK: 'https://www.facebook.com/mapleshinecleaning',
  SOCIAL_TWITTER: 'https://x.com/mapleshineca',
  SOCIAL_INSTAGRAM: 'https://www.instagram.com/mapleshine.ca',
};

type SiteData = {
  services?: Service[];
  company?: Record<string, string>;
  social?: Record<string, string>;
  /** Further answers a page's queries need: [query key, data]. */
  more?: [QueryKey, unknown][];
};

/** A query cache already holding the services and the company and social settings. */
export function SiteDataProvider({
  children,
  data = {},
}: {
  children: ReactNode;
  data?: SiteData;
}) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(['services'], data.services ?? sampleServices);
  client.setQueryData(['settings', 'Company'], data.company ?? sampleCompany);
  client.setQueryData(['settings', 'Social'], data.social ?? sampleSocial);
  for (const [key, value] of data.more ?? []) client.setQueryData(key, value);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
