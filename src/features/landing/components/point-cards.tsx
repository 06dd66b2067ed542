import { Card, SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
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
    <svg
      width="28"
      height="28"
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
      className={classes.check}
    >
      <circle cx="14" cy="14" r="14" fill="#176455" />
      <path
        d="M8 14.5l4 4 8-9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
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
