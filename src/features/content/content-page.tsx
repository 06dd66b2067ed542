import { lazy, Suspense, useMemo } from 'react';
import { Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { labelsQuery, pageContentQuery, servicesQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { pricedService } from '../../components/from-price.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { dropRepeatedHeading } from '../../components/drop-repeated-heading.ts';
import { contentPageArt } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { LazySafeHtml } from '../../components/lazy-safe-html.tsx';
import { NotFoundScreen } from '../../components/not-found-screen.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import {
  contentSlugFor,
  isServiceDetailPath,
  labelSlugFor,
  titleFromSlug,
} from './content-slug.ts';
import { removeBookNowButtons } from './remove-book-now.ts';
import { serviceMeta, serviceOfSlug } from './service-meta.ts';
import { useTexts } from '../../i18n/texts.ts';
import { contentCatalogue } from './content-texts.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

// A service page's checklist and price block start loading with this module, alongside the page's
// API call, rather than adding to the code every content page must load before its first paint.
const serviceBodyModule = import('./service-body-view.tsx');
const ServiceBodyView = lazy(() =>
  serviceBodyModule.then((module) => ({ default: module.ServiceBodyView })),
);

// Only a service's page has an FAQ, so about us, the policies and careers never load its
// accordion; a service's page waits for it in the same skeleton as its body.
const FaqBlock = lazy(() =>
  import('../../components/faq-accordion.tsx').then((module) => ({ default: module.FaqBlock })),
);

/**
 * The page until its content and labels have both arrived. It fills the screen, so the footer
 * waits below it instead of jumping down when the page comes (a layout shift, CLS 0.3-0.5 on
 * /about-us and /deep-cleaning before), and the page then arrives in one piece instead of its
 * banner growing under a late subtitle.
 */
function PageSkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_PAGE}>
      <PageBanner title={undefined} art={undefined} />
      <Container size="md" py={{ base: 32, md: 56 }} mih="100vh">
        <ContentSkeleton />
      </Container>
    </LoadingStatus>
  );
}

function ContentSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton h={28} w="50%" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} h={16} w={index === 4 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

function serviceIdFromState(state: unknown): number | undefined {
  const id = (state as { iServiceId?: unknown } | null)?.iServiceId;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Every page whose body is HTML from the page API: service pages, about us, commercial, careers,
 * terms, privacy and help-and-legal (spec §2 "Content pages" for the slug). A service's page also
 * shows that service's FAQ; on service-detail paths the content's own Book Now is replaced by ours.
 */
export function ContentPage() {
  const site = useSiteTexts();
  const client = useApiClient();
  const { pathname, state } = useLocation();
  const slug = contentSlugFor(pathname);
  const serviceDetail = isServiceDetailPath(pathname);
  const labelSlug = labelSlugFor(pathname);
  const labels = useLabels(labelSlug, useTexts(contentCatalogue).contentPageLabels);
  const labelsAnswer = useQuery(labelsQuery(client, labelSlug));
  const page = useQuery(pageContentQuery(client, slug));
  const servicesAnswer = useQuery(servicesQuery(client));
  const services = servicesAnswer.data ?? [];
  // The service id travels in navigation state (spec §2); a typed-in address finds it by slug.
  const stateServiceId = serviceIdFromState(state);
  const service =
    serviceOfSlug(services, slug) ?? services.find((entry) => entry.iServiceId === stateServiceId);
  // /service-detail/{slug} of no service is a Page Not Found, as the server answers it (404).
  const missingService = serviceDetail && servicesAnswer.isSuccess && !service;

  const fallbackTitle = service?.vServiceName ?? titleFromSlug(slug);
  usePageTitle(page.data?.title ?? fallbackTitle);
  // A service's page is titled by the service itself, not by the route's "Service Details".
  usePageMeta(
    missingService ? { notFound: true } : serviceDetail && service ? serviceMeta(service) : null,
  );

  const title = page.isPending ? undefined : (page.data?.title ?? fallbackTitle);
  const html = useMemo(() => {
    if (!page.data) return '';
    const body = dropRepeatedHeading(page.data.html, title);
    return serviceDetail ? removeBookNowButtons(body) : body;
  }, [page.data, serviceDetail, title]);

  if (missingService) return <NotFoundScreen />;
  if (page.isPending || labelsAnswer.isPending || servicesAnswer.isPending) return <PageSkeleton />;

  // A service's page waits whole for its price block and checklist, in the full-height skeleton:
  // shown late, they would push down what is already on screen.
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageBanner
        title={title}
        subtitle={labels.BANNER_SUBHEADING}
        art={service?.vWebpImage ?? contentPageArt(slug)}
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={48}>
          {page.data && service ? (
            <ServiceBodyView html={html} service={service} labels={labels} />
          ) : page.data ? (
            <LazySafeHtml html={html} />
          ) : (
            <Text>{site.NO_DATA}</Text>
          )}
          {/* A priced service page has its Book Now under the price (ServiceBodyView). */}
          {serviceDetail && !(page.data && pricedService(service)) && (
            <Group justify="center">
              <CallToActionButton to="/book-now" size="lg">
                {labels.BOOK_NOW}
              </CallToActionButton>
            </Group>
          )}
          {service && (
            <FaqBlock
              heading={labels.FAQ_HEADING}
              filter={{ iServiceId: service.iServiceId }}
              headingId="service-faq-heading"
            />
          )}
        </Stack>
      </Container>
    </Suspense>
  );
}
