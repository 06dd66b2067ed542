import { Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import { CityChips } from './city-chips.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { TrustFacts } from './trust-facts.tsx';
import classes from './about-section.module.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';

type Props = { labels: HomeLabels };

/**
 * Home page "about us" with Book Now (spec §2): who MapleShine is beside how a booking works, then
 * the facts a stranger can check (the background check a cleaner consents to, the card rule, the
 * cleaners' pay promise) and the cities served.
 */
export function AboutSection({ labels }: Props) {
  const points = [labels.ABOUT_POINT_1, labels.ABOUT_POINT_2, labels.ABOUT_POINT_3];
  return (
    <Container
      component="section"
      size="xl"
      py={{ base: 48, md: 88 }}
      aria-labelledby="home-about-heading"
    >
      <Stack gap={56}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
          <Stack gap="md">
            <Title id="home-about-heading" order={2}>
              {labels.ABOUT_HEADING}
            </Title>
            <Text fz="lg" fw={600} c="spruce.7">
              {labels.ABOUT_SUBHEADING}
            </Text>
            <Text className={classes.measure}>{labels.ABOUT_TEXT}</Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={24} radius="xl" color="spruce" variant="light" aria-hidden="true">
                  <AppIcon icon={IconCheck} size={16} />
                </ThemeIcon>
              }
            >
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <CallToActionButton to="/book-now" size="lg" w="fit-content">
              {labels.BOOK_NOW}
            </CallToActionButton>
          </Stack>
          <HowItWorks labels={labels} />
        </SimpleGrid>
        <TrustFacts labels={labels} />
        <CityChips heading={labels.CITIES_HEADING} />
      </Stack>
    </Container>
  );
}
