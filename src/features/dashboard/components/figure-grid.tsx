import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import classes from './figure-grid.module.css';

export type Figure = { label: string; value: string };

type Props = {
  /** undefined while the figures load. */
  figures: Figure[] | undefined;
  /** How many cards to hold the place of while loading. */
  placeholders: number;
};

/**
 * The dashboard's figures as cards: the number large, what it counts beneath. Two to a row from
 * the narrowest phone up, so a phone's first screen holds the figures and what follows them (one
 * to a row, a cleaner's eight filled two screens); a long amount wraps inside its card rather
 * than pushing the page sideways (decision 180).
 */
export function FigureGrid({ figures, placeholders }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', xs: 'md' }}>
      {figures
        ? figures.map((figure) => (
            <Paper
              key={figure.label}
              withBorder
              radius="md"
              className={classes.card}
              role="group"
              aria-label={figure.label}
            >
              <Text className={classes.value} fw={700} lh={1.2}>
                {figure.value}
              </Text>
              <Text c="dimmed" fz="sm" mt={4}>
                {figure.label}
              </Text>
            </Paper>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} className={classes.placeholder} radius="md" />
          ))}
    </SimpleGrid>
  );
}
