import { Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';

type Props = {
  heading: string;
  subheading: string;
  text: string;
  points: string[];
  bookNowLabel: string;
};

/** Home page "about us" with Book Now (spec §2). */
export function AboutSection({ heading, subheading, text, points, bookNowLabel }: Props) {
  return (
    <Container component="section" size="xl" py={64} aria-labelledby="home-about-heading">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="sm">
          <Title id="home-about-heading" order={2}>
            {heading}
          </Title>
          <Text fz="lg" fw={600} c="spruce.7">
            {subheading}
          </Text>
        </Stack>
        <Stack gap="md">
          <Text>{text}</Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="spruce">
                <AppIcon icon={IconCheck} size={14} />
              </ThemeIcon>
            }
          >
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <CallToActionButton to="/book-now" w="fit-content">
            {bookNowLabel}
          </CallToActionButton>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
