import type { ReactNode } from 'react';
import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FramedImage } from './framed-image.tsx';
import { LoadingStatus } from './loading-status.tsx';
import classes from './page-banner.module.css';
import { useSiteTexts } from './site-texts.ts';

type Props = {
  /** The page's one h1; undefined while it loads. */
  title: string | undefined;
  subtitle?: string;
  /** The page's illustration (public/images/banners or the service's own picture); undefined while it is looked up. */
  art: string | undefined;
  /** The h1's id, when a region is named by it. */
  titleId?: string;
  children?: ReactNode;
};

/**
 * The band at the top of an inner page, holding its h1. From tablet width the page's
 * illustration fills the other half, so no half of the band is left empty; on a phone the band
 * is text alone and short, so the page's own content starts above the fold.
 */
export function PageBanner({ title, subtitle, art, titleId, children }: Props) {
  const site = useSiteTexts();
  return (
    <Box className={classes.banner}>
      <Container size="xl" py={{ base: 32, md: 48 }}>
        <Group wrap="nowrap" justify="space-between" gap="xl" align="center">
          <Stack gap="md" maw={680} className={classes.text}>
            {title === undefined ? (
              <LoadingStatus label={site.LOADING_PAGE_TITLE}>
                <Skeleton h={44} w="60%" />
              </LoadingStatus>
            ) : (
              <Title id={titleId} order={1} fz={{ base: 30, md: 42 }} className={classes.title}>
                {title}
              </Title>
            )}
            {subtitle && (
              <Text fz="lg" className={classes.subtitle}>
                {subtitle}
              </Text>
            )}
            {children}
          </Stack>
          <Box className={classes.art} visibleFrom="sm">
            {art === undefined ? (
              <Skeleton className={classes.artSkeleton} radius="lg" />
            ) : (
              <FramedImage src={art} alt="" radius="lg" />
            )}
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
