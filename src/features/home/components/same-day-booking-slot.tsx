import type { ReactNode } from 'react';
import { Box, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import classes from '../home-page.module.css';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Props = { heading: string; subheading: string; children: ReactNode };

/**
 * The same-day booking block of the home page (spec §2, third section): the wizard's four stages
 * in place, its code arriving after the rest of the page.
 */
export function SameDayBookingSlot({ heading, subheading, children }: Props) {
  const site = useSiteTexts();
  return (
    <Box component="section" className={classes.sameDay} aria-labelledby="same-day-heading">
      <Container size="sm" py={56}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', md: 'xl' }}>
          <Stack gap="md">
            <Stack gap="xs" align="center" ta="center">
              {/* As the label gives it, like /book-now's: spec §2's "find a same-day cleaner now". */}
              <Title id="same-day-heading" order={2}>
                {heading}
              </Title>
              <Text c="dimmed">{subheading}</Text>
            </Stack>
            <div id="same-day-booking">
              <AfterFirstPaint
                whenNearView
                fallback={
                  <Stack align="center" py="xl">
                    <Loader role="status" aria-label={site.LOADING_BOOKING_FORM} />
                  </Stack>
                }
              >
                {children}
              </AfterFirstPaint>
            </div>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
