import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { FaqBlock } from '../../components/faq-accordion.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import classes from './join-us-page.module.css';
import '@mantine/core/styles/ThemeIcon.css';

const defaultLabels = {
  HERO_HEADING: 'Join MapleShine as a Cleaner',
  HERO_SUBHEADING:
    'Earn up to $30 per hour, choose your own jobs and get paid within 48 hours of each completed shift.',
  APPLY_NOW: 'Apply Now',
  HOW_IT_WORKS_HEADING: 'How It Works',
  STEP_1_TITLE: 'Apply',
  STEP_1_TEXT: 'Fill in a short application with your city, experience and a photo.',
  STEP_2_TITLE: 'Background check',
  STEP_2_TEXT: 'Consent to a background check so customers can welcome you with confidence.',
  STEP_3_TITLE: 'Get approved',
  STEP_3_TEXT: 'We e-mail you as soon as your application is approved.',
  STEP_4_TITLE: 'Take jobs and get paid',
  STEP_4_TEXT:
    'Accept jobs in your city, start and complete them, and get paid within 48 hours of each completed shift.',
  BENEFITS_HEADING: 'Why Cleaners Choose MapleShine',
  BENEFIT_1_TITLE: 'Up to $30 per hour',
  BENEFIT_1_TEXT: 'Clear hourly earnings, with the estimated hours shown before you accept.',
  BENEFIT_2_TITLE: 'Fast pay',
  BENEFIT_2_TEXT: 'Paid within 48 hours of each completed shift.',
  BENEFIT_3_TITLE: 'Your schedule',
  BENEFIT_3_TEXT: 'Accept the jobs that suit you and turn down the rest.',
  BENEFIT_4_TITLE: 'No cash, no invoices',
  BENEFIT_4_TEXT: 'Customers pay by card through MapleShine, so there is nothing to collect.',
  FAQ_HEADING: 'Questions from Cleaners',
  VIEW_ALL: 'View All',
};

type Labels = typeof defaultLabels;
const steps = [1, 2, 3, 4] as const;

function cardsOf(labels: Labels, kind: 'STEP' | 'BENEFIT') {
  return steps.map((index) => ({
    title: labels[`${kind}_${index}_TITLE`],
    text: labels[`${kind}_${index}_TEXT`],
  }));
}

/** /join-us: the hiring overview for cleaners, Apply Now and the contractors' FAQ. */
export function JoinUsPage() {
  const labels = useLabels('join-us', defaultLabels);

  return (
    <>
      <PageBanner
        title={labels.HERO_HEADING}
        subtitle={labels.HERO_SUBHEADING}
        art={PAGE_ART.hiring}
      >
        <CallToActionButton to="/contractor-application" size="lg" w="fit-content">
          {labels.APPLY_NOW}
        </CallToActionButton>
      </PageBanner>

      <Container component="section" size="xl" py={56} aria-labelledby="join-steps-heading">
        <Title id="join-steps-heading" order={2} mb="xl">
          {labels.HOW_IT_WORKS_HEADING}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          className={classes.steps}
        >
          {cardsOf(labels, 'STEP').map((step, index) => (
            <Card component="li" key={step.title} withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={36} radius="xl" color="ember.7" aria-hidden="true">
                  <Text fw={800}>{index + 1}</Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {step.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" className={classes.benefits} aria-labelledby="join-benefits-heading">
        <Container size="xl" py={56}>
          <Title id="join-benefits-heading" order={2} mb="xl">
            {labels.BENEFITS_HEADING}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {cardsOf(labels, 'BENEFIT').map((benefit) => (
              <Card key={benefit.title} radius="md" padding="lg">
                <Title order={3} fz="lg" c="spruce.8">
                  {benefit.title}
                </Title>
                <Text mt="xs" fz="sm">
                  {benefit.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <CallToActionButton to="/contractor-application" size="lg" mt="xl">
            {labels.APPLY_NOW}
          </CallToActionButton>
        </Container>
      </Box>

      <Container size="md" py={56}>
        <FaqBlock
          heading={labels.FAQ_HEADING}
          filter={{ eType: 'Contractor' }}
          viewAllLabel={labels.VIEW_ALL}
          headingId="join-faq-heading"
        />
      </Container>
    </>
  );
}
