import type { ReactNode } from 'react';
import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadingStatus } from './loading-status.tsx';
import classes from './page-banner.module.css';

type Props = {
  /** The page's one h1; undefined while it loads. */
  title: string | undefined;
  subtitle?: string;
  children?: ReactNode;
};

/** The coloured band at the top of a content page, holding the page's h1. */
export function PageBanner({ title, subtitle, children }: Props) {
  return (
    <Box className={classes.banner}>
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Stack gap="md" maw={760}>
          {title === undefined ? (
            <LoadingStatus label="Loading page title">
              <Skeleton h={44} w="60%" />
            </LoadingStatus>
          ) : (
            <Title order={1} fz={{ base: 30, md: 42 }} c="white">
              {title}
            </Title>
          )}
          {subtitle && (
            <Text fz="lg" c="gray.1">
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
