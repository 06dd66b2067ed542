import { Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { citiesQuery, reviewSummaryQuery, servicesQuery } from '../../../api/queries.ts';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { cheapestService, withAmount } from '../../../components/from-price.ts';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { useLocale } from '../../../i18n/locale-context.tsx';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import { bannersQuery } from '../queries.ts';
import { HeroQuoteCard } from './hero-quote-card.tsx';
import classes from './hero.module.css';

type Props = { labels: HomeLabels };

/**
 * The home page's banner (spec §2). Within a phone's first screen it says what MapleShine is and
 * where (heading and cities), for how much (the lowest from-price) and why to trust it (the
 * rating of real reviews, vetted cleaners), with Book Now. The first banner from the backend gives
 * the lines under the heading; the page's labels stand in until it arrives or if there is none.
 */
export function HomeBanner({ labels }: Props) {
  const client = useApiClient();
  const banner = useQuery(bannersQuery(client)).data?.[0];
  const cities = useQuery(citiesQuery(client)).data ?? [];
  const cheapest = cheapestService(useQuery(servicesQuery(client)).data);
  const summary = useQuery(reviewSummaryQuery(client)).data;
  const locale = useLocale();

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-banner-heading">
      <Container size="xl" py={{ base: 'lg', md: 72 }}>
        <Grid align="center" gap={{ base: 'xl', md: 56 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {banner?.vSubHeading && (
                <Text fz="sm" fw={700} c="spruce.7" className={classes.eyebrow}>
                  {banner.vSubHeading}
                </Text>
              )}
              <Title id="home-banner-heading" order={1} className={classes.heading}>
                {labels.HERO_HEADING}
              </Title>
              <Stack gap={4}>
                <Text fz={{ base: 'lg', md: 'xl' }} fw={600}>
                  {banner?.vHeading || labels.BANNER_HEADING}
                </Text>
                <Text c="dimmed">{banner?.tDescription || labels.BANNER_SUBHEADING}</Text>
              </Stack>
              {cities.length > 0 && (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={20} stroke={1.75} aria-hidden="true" className={classes.pin} />
                  <Text fz="sm" fw={600}>
                    {cities.map((city) => city.vCity).join(' · ')}
                  </Text>
                </Group>
              )}
              <Group gap="lg" align="center" className={classes.offer}>
                <CallToActionButton to="/book-now" size="lg">
                  {labels.BOOK_NOW}
                </CallToActionButton>
                {cheapest && (
                  <Stack gap={0}>
                    <Text fw={700} fz="lg">
                      {withAmount(labels.HERO_FROM_PRICE, cheapest.fFromPrice, locale)}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {labels.HERO_FROM_PRICE_NOTE}
                    </Text>
                  </Stack>
                )}
              </Group>
              <Group gap="lg">
                <RatingSummary average={summary?.fAverageRating} count={summary?.iReviews ?? 0} />
                <Group gap={6} wrap="nowrap">
                  <IconShieldCheck
                    size={20}
                    stroke={1.75}
                    aria-hidden="true"
                    className={classes.shield}
                  />
                  <Text fw={600}>{labels.HERO_VETTED}</Text>
                </Group>
              </Group>
            </Stack>
          </Grid.Col>
          {cheapest && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <div className={classes.art}>
                <HeroQuoteCard service={cheapest} labels={labels} />
              </div>
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
