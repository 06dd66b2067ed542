import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

export type Figure = { label: string; value: string };

type Props = {
  /** undefined while the figures load. */
  figures: Figure[] | undefined;
  /** How many cards to hold the place of while loading. */
  placeholders: number;
};

/** The dashboard's figures as cards: the number large, what it counts beneath. */
export function FigureGrid({ figures, placeholders }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {figures
        ? figures.map((figure) => (
            <Paper
              key={figure.label}
              withBorder
              radius="md"
              p="lg"
              role="group"
              aria-label={figure.label}
            >
              <Text fz={28} fw={700} lh={1.2}>
                {figure.value}
              </Text>
              <Text c="dimmed" fz="sm" mt={4}>
                {figure.label}
              </Text>
            </Paper>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} h={92} radius="md" />
          ))}
    </SimpleGrid>
  );
}
