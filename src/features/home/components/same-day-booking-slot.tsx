import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import classes from '../home-page.module.css';

type Props = { heading: string; subheading: string; bookNowLabel: string };

/**
 * The same-day booking block's place on the home page (spec §2, third section). The booking
 * wizard's issue renders its four stages into #same-day-booking and drops the Book Now link;
 * until then a visitor books on /book-now.
 */
export function SameDayBookingSlot({ heading, subheading, bookNowLabel }: Props) {
  return (
    <Box component="section" className={classes.sameDay} aria-labelledby="same-day-heading">
      <Container size="md" py={56}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', md: 'xl' }}>
          <Stack gap="md" align="center" ta="center">
            <Title id="same-day-heading" order={2} className={classes.sameDayHeading}>
              {heading}
            </Title>
            <Text c="dimmed">{subheading}</Text>
            <div id="same-day-booking" />
            <CallToActionButton to="/book-now" size="md">
              {bookNowLabel}
            </CallToActionButton>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
