import { Box, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { pageContentQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { dropRepeatedHeading } from '../../components/drop-repeated-heading.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { LazySafeHtml } from '../../components/lazy-safe-html.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { hiringCitySlugOf, hiringPageSlug } from './hiring-cities.ts';
import { useHiringTexts } from './hiring-texts.ts';
import classes from './hiring-page.module.css';
import { useSiteTexts } from '../../components/site-texts.ts';

const APPLY_PATH = '/contractor-application';

function OverviewSkeleton() {
  const site = useSiteTexts();
  return (
    <LoadingStatus label={site.LOADING_JOB_OVERVIEW}>
      <Stack gap="sm">
        <Skeleton h={18} />
        <Skeleton h={18} />
        <Skeleton h={18} w="70%" />
      </Stack>
    </LoadingStatus>
  );
}
const WHY_JOIN_CARDS = [1, 2, 3, 4, 5, 6] as const;

/** Spec §2 city hiring page: banner, overview, six why-join cards and Apply Now. */
export function HiringPage() {
  const { pathname } = useLocation();
  // The router only sends the eight hiring paths here.
  const slug = hiringPageSlug(pathname) ?? 'house-cleaner-jobs-edmonton';
  const { hiringPageLabels, hiringCities } = useHiringTexts();
  const labels = useLabels(slug, hiringPageLabels(hiringCities[hiringCitySlugOf(slug)]));
  usePageTitle(labels.BANNER_HEADING);

  const client = useApiClient();
  const page = useQuery(pageContentQuery(client, slug));
  const overview = useMemo(
    () => dropRepeatedHeading(page.data?.html ?? '', labels.BANNER_HEADING),
    [page.data, labels.BANNER_HEADING],
  );

  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.hiring}
      >
        <CallToActionButton to={APPLY_PATH} size="lg" w="fit-content">
          {labels.APPLY_NOW}
        </CallToActionButton>
      </PageBanner>

      {/* A readable measure: the overview is prose, not a row to fill. */}
      <Container size="md" py={{ base: 40, md: 64 }}>
        {/* The banner's h1 heads the overview; the label names the region for landmarks. */}
        <Stack component="section" gap="md" aria-label={labels.OVERVIEW_HEADING}>
          {page.isPending ? (
            <OverviewSkeleton />
          ) : (
            <Suspense fallback={<OverviewSkeleton />}>
              <LazySafeHtml html={overview} />
            </Suspense>
          )}
        </Stack>
      </Container>

      <Box component="section" className={classes.whyJoin} aria-labelledby="hiring-why-heading">
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Title id="hiring-why-heading" order={2} mb="xl">
            {labels.WHY_JOIN_HEADING}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} className={classes.cards}>
            {WHY_JOIN_CARDS.map((n) => (
              <Card component="li" key={n} withBorder radius="md" p="lg" className={classes.card}>
                <Title order={3} fz="lg" mb="xs">
                  {labels[`WHY_JOIN_${n}_TITLE`]}
                </Title>
                <Text fz="sm" c="gray.8">
                  {labels[`WHY_JOIN_${n}_TEXT`]}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container
        component="section"
        size="lg"
        py={{ base: 40, md: 64 }}
        aria-labelledby="hiring-closing-heading"
      >
        <Stack align="center" ta="center" gap="md">
          <Title id="hiring-closing-heading" order={2}>
            {labels.CLOSING_HEADING}
          </Title>
          <Text maw={640} c="gray.8">
            {labels.CLOSING_TEXT}
          </Text>
          <CallToActionButton to={APPLY_PATH} size="lg">
            {labels.APPLY_NOW}
          </CallToActionButton>
        </Stack>
      </Container>
    </>
  );
}
