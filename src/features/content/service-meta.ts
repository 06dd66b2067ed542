import type { components } from '#shared/api-schema.d.ts';

type Service = components['schemas']['Service'];

/** The service a /service-detail/{slug} address names (spec §2: the slug is built from its name). */
export function serviceOfSlug(services: readonly Service[], slug: string): Service | undefined {
  return services.find((service) => service.vSlug === slug);
}

/**
 * A service's own title, summary and picture for the tab and for links shared to social sites.
 * Its description is already plain text of a few sentences: search engines shorten it themselves.
 */
export function serviceMeta(service: Service) {
  return {
    title: service.vServiceName,
    description: service.tDescription,
    image: service.vWebpImage,
  };
}
