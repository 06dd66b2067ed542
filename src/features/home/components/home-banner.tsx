import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { bannersQuery } from '../queries.ts';
import classes from '../home-page.module.css';

type Props = { heading: string; subheading: string; bookNowLabel: string };

/** The first banner from the backend; the page's labels stand in until it arrives or if none. */
export function HomeBanner({ heading, subheading, bookNowLabel }: Props) {
  const client = useApiClient();
  const banner = useQuery(bannersQuery(client)).data?.[0];

  return (
    <Box component="section" className={classes.banner} aria-labelledby="home-banner-heading">
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <Grid align="center" gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Title id="home-banner-heading" order={1} fz={{ base: 34, md: 48 }} c="white">
                {banner?.vHeading || heading}
              </Title>
              <Text fz="lg" fw={600} c="gray.0">
                {banner?.vSubHeading || subheading}
              </Text>
              {banner?.tDescription && <Text c="gray.1">{banner.tDescription}</Text>}
              <CallToActionButton to="/book-now" size="lg" w="fit-content">
                {bookNowLabel}
              </CallToActionButton>
            </Stack>
          </Grid.Col>
          {banner && (
            <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
              <SafeImage
                src={banner.vWebpImage}
                alt=""
                radius="lg"
                className={classes.bannerImage}
              />
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
