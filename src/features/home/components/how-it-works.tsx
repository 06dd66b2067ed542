import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconHome, IconSparkles } from '@tabler/icons-react';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import classes from './about-section.module.css';

type Props = {
  labels: Pick<
    HomeLabels,
    | 'HOW_IT_WORKS_HEADING'
    | 'HOW_STEP_1_TITLE'
    | 'HOW_STEP_1_TEXT'
    | 'HOW_STEP_2_TITLE'
    | 'HOW_STEP_2_TEXT'
    | 'HOW_STEP_3_TITLE'
    | 'HOW_STEP_3_TEXT'
  >;
};

/** The booking in three steps, as the booking lifecycle runs: quote, card held, charged when done. */
export function HowItWorks({ labels }: Props) {
  const steps = [
    { icon: IconHome, title: labels.HOW_STEP_1_TITLE, text: labels.HOW_STEP_1_TEXT },
    { icon: IconCreditCard, title: labels.HOW_STEP_2_TITLE, text: labels.HOW_STEP_2_TEXT },
    { icon: IconSparkles, title: labels.HOW_STEP_3_TITLE, text: labels.HOW_STEP_3_TEXT },
  ];
  return (
    <Stack
      component="section"
      aria-labelledby="home-how-heading"
      gap="lg"
      p={{ base: 'lg', md: 40 }}
      className={classes.panel}
    >
      <Title id="home-how-heading" order={3}>
        {labels.HOW_IT_WORKS_HEADING}
      </Title>
      <Stack component="ol" gap="lg" className={classes.plainList}>
        {steps.map(({ icon: Icon, title, text }, index) => (
          <Group component="li" key={title} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="xl" color="spruce" variant="light" aria-hidden="true">
              <Icon size={26} stroke={1.75} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700}>
                <span className={classes.stepNumber}>{index + 1}. </span>
                {title}
              </Text>
              <Text c="dimmed">{text}</Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
