import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import '@mantine/core/styles/ThemeIcon.css';
import classes from './point-cards.module.css';

export type Point = { title: string; text: string };

type Props = {
  points: Point[];
  /** Cards per row on a wide screen (two from tablet width, one on a phone). */
  perRow: 3 | 4;
  /** 'check' marks a checklist item; 'accent' tops the card with the brand orange. */
  look?: 'plain' | 'check' | 'accent';
};

function CheckMark() {
  return (
    <ThemeIcon size={28} radius="xl" color="spruce" className={classes.check}>
      <AppIcon icon={IconCheck} size={18} />
    </ThemeIcon>
  );
}

/**
 * Titled cards in a list: the landing page's why-us, checklist and commitment sections. Rows wrap
 * and centre, so a list that does not fill its last row (seven checklist items) leaves no hole.
 */
export function PointCards({ points, perRow, look = 'plain' }: Props) {
  return (
    <ul className={classes.list} data-per-row={perRow}>
      {points.map((point) => (
        <Card
          component="li"
          key={point.title}
          withBorder
          radius="md"
          p="lg"
          className={classes.card}
          data-look={look}
        >
          {look === 'check' && <CheckMark />}
          <Title order={3} fz="lg" mb="xs">
            {point.title}
          </Title>
          <Text fz="sm" c="gray.8">
            {point.text}
          </Text>
        </Card>
      ))}
    </ul>
  );
}
