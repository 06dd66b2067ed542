import { useMemo } from 'react';
import { Paper, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { sanitizeHtml } from '../../components/sanitize-html.ts';
import classes from './service-sales.module.css';
import '@mantine/core/styles/ThemeIcon.css';

type Props = { heading: string; items: string[] };

/** The backend's "What is included" list as a checklist: its words, a check beside each. */
export function ServiceChecklist({ heading, items }: Props) {
  const clean = useMemo(() => items.map((item) => sanitizeHtml(item)), [items]);
  return (
    <Paper
      component="section"
      aria-labelledby="service-included-heading"
      radius="lg"
      p={{ base: 'lg', md: 'xl' }}
      className={classes.checklist}
    >
      <Stack gap="lg">
        <Title id="service-included-heading" order={2} fz={{ base: 24, md: 28 }}>
          {heading}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.items}>
          {clean.map((item) => (
            <li key={item} className={classes.item}>
              <ThemeIcon size={28} radius="xl" color="spruce" variant="light" aria-hidden="true">
                <IconCheck size={18} stroke={1.75} />
              </ThemeIcon>
              <span className={classes.itemText} dangerouslySetInnerHTML={{ __html: item }} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
