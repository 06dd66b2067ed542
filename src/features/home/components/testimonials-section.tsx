import { Box, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { reviewSummaryQuery, testimonialsQuery } from '../../../api/queries.ts';
import { LazyTestimonialCarousel } from '../../../components/lazy-testimonial-carousel.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import classes from '../home-page.module.css';
import { useSiteTexts } from '../../../components/site-texts.ts';

function CarouselSkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_REVIEWS}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={220} radius="md" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

type Props = { heading: string; subheading: string };

/** Customer testimonials on the home page (spec §2: 4 slides wide, fewer on narrow screens). */
export function TestimonialsSection({ heading, subheading }: Props) {
  const client = useApiClient();
  const reviews = useQuery(testimonialsQuery(client));
  const summary = useQuery(reviewSummaryQuery(client)).data;

  return (
    <Box
      component="section"
      className={classes.testimonials}
      aria-labelledby="home-reviews-heading"
    >
      <Container size="xl" py={64}>
        <Group justify="space-between" align="end" mb="xl" gap="md">
          <Stack gap={4}>
            <Title id="home-reviews-heading" order={2}>
              {heading}
            </Title>
            <Text c="dimmed">{subheading}</Text>
          </Stack>
          <RatingSummary
            average={summary?.fAverageRating}
            count={summary?.iReviews ?? 0}
            size="lg"
          />
        </Group>
        {reviews.isPending ? (
          <CarouselSkeleton />
        ) : (
          <AfterFirstPaint whenNearView fallback={<CarouselSkeleton />}>
            <LazyTestimonialCarousel reviews={reviews.data ?? []} label={heading} />
          </AfterFirstPaint>
        )}
      </Container>
    </Box>
  );
}
