import { Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { servicesQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { ServiceCard } from '../../components/service-card.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { contentCatalogue } from './content-texts.ts';
import classes from './services-page.module.css';
import { useSiteTexts } from '../../components/site-texts.ts';

/** /services: every service with READ MORE to its page. */
export function ServicesPage() {
  const site = useSiteTexts();
  const client = useApiClient();
  const labels = useLabels('services', useTexts(contentCatalogue).servicesLabels);
  const services = useQuery(servicesQuery(client));

  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.spotlessHome}
      />
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Stack gap={48}>
          {services.isPending ? (
            <LoadingStatus label={site.LOADING_SERVICES}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} h={320} radius="md" />
                ))}
              </SimpleGrid>
            </LoadingStatus>
          ) : !services.data?.length ? (
            <Text>{site.NO_DATA}</Text>
          ) : (
            <div className={classes.grid}>
              {services.data.map((service, index) => (
                <div key={service.iServiceId} className={classes.item}>
                  <ServiceCard
                    service={service}
                    to={`/service-detail/${service.vSlug}`}
                    readMoreLabel={labels.READ_MORE}
                    headingOrder={2}
                    // A phone shows the first card on arrival and the rest as it scrolls.
                    imageLoading={index === 0 ? 'eager' : 'lazy'}
                  />
                </div>
              ))}
            </div>
          )}
          <Group justify="center">
            <CallToActionButton to="/book-now" size="lg">
              {labels.BOOK_NOW}
            </CallToActionButton>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
