import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { servicesQuery } from '../../../api/queries.ts';

export type ServiceLinks = {
  links: { id: number; name: string; to: string }[];
  isPending: boolean;
};

/** The services from the backend as the header's links to their pages. */
export function useServiceLinks(): ServiceLinks {
  const client = useApiClient();
  const { data = [], isPending } = useQuery(servicesQuery(client));
  const links = data.map((service) => ({
    id: service.iServiceId,
    name: service.vServiceName,
    to: `/service-detail/${service.vSlug}`,
  }));
  return { links, isPending };
}
