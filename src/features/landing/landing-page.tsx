import { lazy, Suspense } from 'react';
import { Box, Container, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { blogsQuery, testimonialsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { BlogCard } from '../../components/blog-card.tsx';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { FramedImage } from '../../components/framed-image.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { LazyTestimonialCarousel } from '../../components/lazy-testimonial-carousel.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import type { Point } from './components/point-cards.tsx';
import { PointCards } from './components/point-cards.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { landingCatalogue, type LandingLabels } from './landing-labels.ts';
import classes from './landing-page.module.css';
import { useSiteTexts } from '../../components/site-texts.ts';

// The questions at the foot of the page (Mantine's Accordion, about 4 kB gzip) load beside the
// page's code rather than with it, as on the home page: they sit far below the first screen.
const FaqAccordion = lazy(() =>
  import('../../components/faq-accordion.tsx').then((module) => ({
    default: module.FaqAccordion,
  })),
);

const PAGE_SLUG = 'move-out-in-cleaning-edmonton';
const BOOK_NOW_PATH = '/book-now';
/** Spec §9: the landing page shows the three newest posts. */
const LANDING_BLOGS = 3;
/** The city this landing page is for: its testimonials are that city's reviews. */
const LANDING_CITY = 'Edmonton';

function points(labels: LandingLabels, prefix: string, count: number): Point[] {
  const byKey = labels as Record<string, string>;
  return Array.from({ length: count }, (_, index) => ({
    title: byKey[`${prefix}_${index + 1}_TITLE`] ?? '',
    text: byKey[`${prefix}_${index + 1}_TEXT`] ?? '',
  }));
}

/** Spec §2: four questions, all with the same answer about 24/7 and same-day bookings. */
function faqs(labels: LandingLabels) {
  return [
    labels.FAQ_1_QUESTION,
    labels.FAQ_2_QUESTION,
    labels.FAQ_3_QUESTION,
    labels.FAQ_4_QUESTION,
  ].map((question, index) => ({
    iFaqId: index + 1,
    vQuestion: question,
    vAnswer: labels.FAQ_ANSWER,
  }));
}

function Section({
  id,
  heading,
  subheading,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  subheading?: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} className={tinted ? classes.tinted : undefined}>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={4} mb="xl">
          <Title id={id} order={2}>
            {heading}
          </Title>
          {subheading && <Text c="gray.8">{subheading}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function LandingTestimonials({ heading }: { heading: string }) {
  const site = useSiteTexts();
  const client = useApiClient();
  // An Edmonton page shows what Edmonton customers say, not other cities' reviews.
  const reviews = useQuery(testimonialsQuery(client, LANDING_CITY));
  const skeleton = (
    <LoadingStatus label={site.LOADING_TESTIMONIALS}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton h={220} radius="md" />
        <Skeleton h={220} radius="md" visibleFrom="sm" />
      </SimpleGrid>
    </LoadingStatus>
  );
  return (
    <Section id="landing-testimonials-heading" heading={heading} tinted>
      {reviews.isPending ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <LazyTestimonialCarousel reviews={reviews.data ?? []} variant="landing" />
        </Suspense>
      )}
    </Section>
  );
}

function LandingBlogs({ heading, readMoreLabel }: { heading: string; readMoreLabel: string }) {
  const site = useSiteTexts();
  const client = useApiClient();
  const blogs = useQuery({
    ...blogsQuery(client),
    select: (posts) =>
      [...posts]
        .sort((a, b) => Date.parse(b.dtAddedDate) - Date.parse(a.dtAddedDate))
        .slice(0, LANDING_BLOGS),
  });
  return (
    <Section id="landing-blogs-heading" heading={heading}>
      {blogs.isPending ? (
        <LoadingStatus label={site.LOADING_BLOGS}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={400} radius="md" />
            ))}
          </SimpleGrid>
        </LoadingStatus>
      ) : !blogs.data || blogs.data.length === 0 ? (
        <Text>{site.NO_DATA}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {blogs.data.map((blog) => (
            <BlogCard
              key={blog.iBlogId}
              blog={blog}
              readMoreLabel={readMoreLabel}
              // The page's last section: far below what a phone first shows.
              imageLoading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

/** Spec §2 Edmonton landing page, every section in the spec's order. */
export function LandingPage() {
  const labels = useLabels(PAGE_SLUG, useTexts(landingCatalogue).landingLabels);
  usePageTitle(labels.HERO_HEADING);

  return (
    <>
      <PageBanner
        title={labels.HERO_HEADING}
        subtitle={labels.HERO_SUBHEADING}
        art={PAGE_ART.edmontonMove}
      >
        <CallToActionButton to={BOOK_NOW_PATH} size="lg" w="fit-content">
          {labels.BOOK_NOW}
        </CallToActionButton>
      </PageBanner>

      <Section id="landing-about-heading" heading={labels.ABOUT_HEADING}>
        {/* Text and picture share the row from tablet width: no half of it is left empty. */}
        <Grid align="center" gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Text fz="lg">{labels.ABOUT_TEXT}</Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }} visibleFrom="sm">
            <FramedImage src={PAGE_ART.movingDay} alt="" radius="lg" />
          </Grid.Col>
        </Grid>
      </Section>

      <Section id="landing-why-heading" heading={labels.WHY_US_HEADING} tinted>
        <PointCards points={points(labels, 'WHY_US', 6)} perRow={3} />
      </Section>

      <Section
        id="landing-checklist-heading"
        heading={labels.CHECKLIST_HEADING}
        subheading={labels.CHECKLIST_SUBHEADING}
      >
        <PointCards points={points(labels, 'CHECKLIST', 7)} perRow={4} look="check" />
      </Section>

      <Section id="landing-commitment-heading" heading={labels.COMMITMENT_HEADING} tinted>
        <PointCards points={points(labels, 'COMMITMENT', 4)} perRow={4} look="accent" />
      </Section>

      <LandingTestimonials heading={labels.TESTIMONIALS_HEADING} />

      <LandingBlogs heading={labels.BLOGS_HEADING} readMoreLabel={labels.READ_MORE} />

      <Section id="landing-faq-heading" heading={labels.FAQ_HEADING} tinted>
        <Suspense fallback={null}>
          <FaqAccordion faqs={faqs(labels)} />
        </Suspense>
      </Section>

      <Box
        component="section"
        aria-labelledby="landing-closing-heading"
        className={classes.closing}
      >
        <Container size="md" py={{ base: 48, md: 72 }}>
          <Stack align="center" ta="center" gap="md">
            <Title id="landing-closing-heading" order={2} c="white">
              {labels.CLOSING_HEADING}
            </Title>
            <Text c="gray.1" fz="lg">
              {labels.CLOSING_TEXT}
            </Text>
            <CallToActionButton to={BOOK_NOW_PATH} size="lg">
              {labels.BOOK_NOW}
            </CallToActionButton>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
