import { useEffect, useState } from 'react';
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { FramedImage } from '../../components/framed-image.tsx';
import { useUiTimings } from '../../components/ui-timings.ts';
import { BookedSummary } from './components/booked-summary.tsx';
import { PlanThankYouLine } from './components/plan-thank-you-line.tsx';
import { pagePathOf, paidBookingOf } from './thank-you-state.ts';
import { useTexts } from '../../i18n/texts.ts';
import { bookingTexts } from './booking-texts.ts';

/**
 * /thank-you (spec §2): after a paid booking, with the booking the payment answered (number,
 * date, window, address, service, the card's hold and Add to calendar). Continue returns to / after 2 seconds and passes on
 * the path the booking came from, so the home page clears that booking's draft (spec §4).
 */
export function ThankYouPage() {
  const labels = useLabels('thank-you', useTexts(bookingTexts).thankYouLabels);
  const location = useLocation();
  const navigate = useNavigate();
  const { thankYouRedirectMs } = useUiTimings();
  const [leaving, setLeaving] = useState(false);
  const pagePath = pagePathOf(location.state);
  const booking = paidBookingOf(location.state);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => navigate('/', pagePath ? { state: { pagePath } } : undefined),
      thankYouRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [leaving, navigate, pagePath, thankYouRedirectMs]);

  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <Box w={{ base: 220, sm: 280 }}>
          <FramedImage src="/images/thank-you.svg" alt="" radius="lg" />
        </Box>
        <Title order={1}>{labels.HEADING}</Title>
        <Text size="lg">{labels.DESCRIPTION_ONE}</Text>
        <Text c="dimmed">{labels.DESCRIPTION_TWO}</Text>
        {booking?.oPlan ? <PlanThankYouLine plan={booking.oPlan} /> : null}
        {booking ? <BookedSummary booking={booking} /> : null}
        <Button size="md" mt="md" loading={leaving} onClick={() => setLeaving(true)}>
          {labels.CONTINUE}
        </Button>
      </Stack>
    </Container>
  );
}
