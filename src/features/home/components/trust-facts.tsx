import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconLock, IconShieldCheck } from '@tabler/icons-react';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import classes from './about-section.module.css';

type Props = {
  labels: Pick<
    HomeLabels,
    | 'TRUST_HEADING'
    | 'TRUST_CHECKED_TITLE'
    | 'TRUST_CHECKED_TEXT'
    | 'TRUST_CARD_TITLE'
    | 'TRUST_CARD_TEXT'
    | 'TRUST_PAID_TITLE'
    | 'TRUST_PAID_TEXT'
  >;
};

/**
 * Only facts the product enforces: the background-check consent of the cleaner application, the
 * payment rule (authorized at booking, captured at completion) and the hiring pages' pay promise.
 */
export function TrustFacts({ labels }: Props) {
  const facts = [
    { icon: IconShieldCheck, title: labels.TRUST_CHECKED_TITLE, text: labels.TRUST_CHECKED_TEXT },
    { icon: IconLock, title: labels.TRUST_CARD_TITLE, text: labels.TRUST_CARD_TEXT },
    { icon: IconCash, title: labels.TRUST_PAID_TITLE, text: labels.TRUST_PAID_TEXT },
  ];
  return (
    <Stack component="section" aria-labelledby="home-trust-heading" gap="lg">
      <Title id="home-trust-heading" order={3}>
        {labels.TRUST_HEADING}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        className={classes.plainList}
      >
        {facts.map(({ icon: Icon, title, text }) => (
          <Stack component="li" key={title} gap="sm" p="lg" className={classes.trustCard}>
            <ThemeIcon size={48} radius="xl" color="spruce" variant="light" aria-hidden="true">
              <Icon size={26} stroke={1.75} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {title}
            </Text>
            <Text c="dimmed">{text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
