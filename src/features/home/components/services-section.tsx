import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { servicesQuery } from '../../../api/queries.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { ServiceCard } from '../../../components/service-card.tsx';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Props = {
  heading: string;
  subheading: string;
  viewAllLabel: string;
  readMoreLabel: string;
};

/** Home page services grid: every service from the backend, with View All and READ MORE. */
export function ServicesSection({ heading, subheading, viewAllLabel, readMoreLabel }: Props) {
  const site = useSiteTexts();
  const client = useApiClient();
  const services = useQuery(servicesQuery(client));

  return (
    <Container component="section" size="xl" py={64} aria-labelledby="home-services-heading">
      <Group justify="space-between" align="end" mb="xl">
        <Stack gap={4}>
          <Title id="home-services-heading" order={2}>
            {heading}
          </Title>
          <Text c="dimmed">{subheading}</Text>
        </Stack>
        <Button component={Link} to="/services" variant="outline">
          {viewAllLabel}
        </Button>
      </Group>
      {services.isPending ? (
        <LoadingStatus label={site.LOADING_SERVICES}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={320} radius="md" />
            ))}
          </SimpleGrid>
        </LoadingStatus>
      ) : !services.data?.length ? (
        // Spec §8: a list whose call failed or came back empty says No Data Found.
        <Text>{site.NO_DATA}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {services.data.map((service) => (
            <ServiceCard
              key={service.iServiceId}
              service={service}
              to={`/service-detail/${service.vSlug}`}
              readMoreLabel={readMoreLabel}
              // The section sits below the banner, the description and the same-day booking: a
              // phone reaches it only by scrolling, a desktop just below its first screen.
              imageLoading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
