import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLabels } from '../../api/use-labels.ts';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { FaqBlock } from '../../components/faq-accordion.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import classes from './join-us-page.module.css';
import '@mantine/core/styles/ThemeIcon.css';
import type { joinUsLabels } from '#shared/catalogue/en-CA/join-us.ts';
import { useTexts } from '../../i18n/texts.ts';
import { joinUsCatalogue } from './join-us-texts.ts';

type Labels = typeof joinUsLabels;
const steps = [1, 2, 3, 4] as const;

function cardsOf(labels: Labels, kind: 'STEP' | 'BENEFIT') {
  return steps.map((index) => ({
    title: labels[`${kind}_${index}_TITLE`],
    text: labels[`${kind}_${index}_TEXT`],
  }));
}

/** /join-us: the hiring overview for cleaners, Apply Now and the contractors' FAQ. */
export function JoinUsPage() {
  const labels = useLabels('join-us', useTexts(joinUsCatalogue).joinUsLabels);

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
