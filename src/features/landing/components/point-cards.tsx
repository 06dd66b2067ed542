import { Card, SimpleGrid, Text, ThemeIcon, Title, type SimpleGridProps } from '@mantine/core';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import '@mantine/core/styles/ThemeIcon.css';
import classes from './point-cards.module.css';

export type Point = { title: string; text: string };

type Props = {
  points: Point[];
  cols: SimpleGridProps['cols'];
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

/** Titled cards in a list: the landing page's why-us, checklist and commitment sections. */
export function PointCards({ points, cols, look = 'plain' }: Props) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing="lg" className={classes.list}>
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
    </SimpleGrid>
  );
}
