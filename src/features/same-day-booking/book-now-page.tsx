import { Container, Loader, Paper, Stack } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { LazySameDayWizard } from './lazy-same-day-wizard.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { bookingTexts, bookingWizardTexts } from './booking-texts.ts';

/** /book-now (spec §2): the same-day booking wizard on a page of its own, with its own draft. */
export function BookNowPage() {
  const labels = useLabels('book-now', useTexts(bookingTexts).bookNowLabels);
  const { wizardTexts } = useTexts(bookingWizardTexts);
  usePageTitle(labels.BANNER_HEADING);
  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.quote}
      />
      <Container size="sm" py={{ base: 32, md: 56 }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <AfterFirstPaint
            fallback={
              // As tall as the contact stage that replaces it, so nothing below it moves.
              <Stack align="center" justify="center" mih={{ base: 440, sm: 383 }}>
                <Loader role="status" aria-label={wizardTexts.LOADING_FORM} />
              </Stack>
            }
          >
            <LazySameDayWizard variant="bookNow" headingOrder={2} showContactHeading />
          </AfterFirstPaint>
        </Paper>
      </Container>
    </>
  );
}
