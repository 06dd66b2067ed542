import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from './client.ts';

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
