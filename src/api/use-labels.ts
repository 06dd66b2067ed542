import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './client.ts';
import { labelsQuery } from './queries.ts';

/**
 * A page's labels from the server, falling back to the English defaults the page passes, so a
 * missing key or a failed call still shows sensible text.
 */
export function useLabels<Key extends string>(pageSlug: string, defaults: Record<Key, string>) {
  const client = useApiClient();
  const { data } = useQuery(labelsQuery(client, pageSlug));
  const labels = {} as Record<Key, string>;
  for (const key of Object.keys(defaults) as Key[]) {
    labels[key] = data?.[key] ?? defaults[key];
  }
  return labels;
}
