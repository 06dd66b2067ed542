// The web bench's floor: a page made of React and Mantine alone (no router, no data, no app
// code), built by Vite in the same run as the app, so the app's figures can be read against it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  MantineProvider,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';

const cards = ['Move-Out/Move-In Clean', 'Deep Cleaning', 'Post-Event Cleanup', 'Routine Clean'];

function BarePage() {
  return (
    <>
      <Container component="header" size="xl" py="md">
        <Group justify="space-between">
          <Anchor href="/" fw={700}>
            Bare page
          </Anchor>
          <Group component="nav" aria-label="Main" gap="lg">
            <Anchor href="/">About</Anchor>
            <Button>Book Now</Button>
          </Group>
        </Group>
      </Container>
      <Container component="main" size="xl" py={48}>
        <Stack gap="lg">
          <Title order={1}>A spotless home, booked in a minute</Title>
          <Text fz="lg">
            Vetted, background-checked cleaners in eight Canadian cities. Upfront prices, same-day
            or next-day visits, no contract.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {cards.map((name) => (
              <Card key={name} withBorder padding="lg">
                <Title order={3} fz="lg">
                  {name}
                </Title>
                <Text c="dimmed">One-time cleaning by a vetted cleaner.</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <BarePage />
    </MantineProvider>
  </StrictMode>,
);
