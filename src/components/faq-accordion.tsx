import { Accordion, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useApiClient } from '../api/client.ts';
import { faqsQuery, type FaqFilter } from '../api/queries.ts';
import type { components } from '#shared/api-schema.d.ts';
import { FAQ_PAGE_PATH, storeFaqViewAll } from '../session/faq-flags.ts';
import '@mantine/core/styles/Accordion.css';
import { LoadingStatus } from './loading-status.tsx';
import { useSiteTexts } from './site-texts.ts';

type Faq = Pick<components['schemas']['Faq'], 'iFaqId' | 'vQuestion' | 'vAnswer'>;

/** Spec §9: an FAQ block outside the FAQ page shows this many questions. */
export const FAQ_PREVIEW_SIZE = 5;

/** Questions and answers, the first one open (spec §2); No Data Found when there are none. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const site = useSiteTexts();
  const first = faqs[0];
  if (!first) return <Text>{site.NO_DATA}</Text>;
  return (
    <Accordion defaultValue={String(first.iFaqId)} variant="separated" radius="md">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.iFaqId} value={String(faq.iFaqId)}>
          <Accordion.Control>
            <Text fw={600}>{faq.vQuestion}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dark.5">{faq.vAnswer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

type BlockProps = {
  heading: string;
  /** Which questions: an audience, or one service's. */
  filter: FaqFilter;
  /** The link to every question; the site's "View All" when left out. */
  viewAllLabel?: string;
  /** Names the block's heading for its region. */
  headingId: string;
};

/**
 * The FAQ block of spec §2: outside /frequently-asked-questions it shows the first five questions
 * and View All, which stores the FAQ flags (Contractor on /join-us, otherwise Customer).
 */
export function FaqBlock({ heading, filter, viewAllLabel, headingId }: BlockProps) {
  const site = useSiteTexts();
  const client = useApiClient();
  const { pathname } = useLocation();
  const faqs = useQuery(faqsQuery(client, filter));
  const onFaqPage = pathname === FAQ_PAGE_PATH;
  const shown = onFaqPage ? faqs.data : faqs.data?.slice(0, FAQ_PREVIEW_SIZE);
  const userType = pathname === '/join-us' ? 'Contractor' : 'Customer';

  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Group justify="space-between" align="end">
        <Title id={headingId} order={2}>
          {heading}
        </Title>
        {!onFaqPage && (
          <Button
            component={Link}
            to={FAQ_PAGE_PATH}
            variant="outline"
            onClick={() => storeFaqViewAll(userType)}
          >
            {viewAllLabel ?? site.VIEW_ALL}
          </Button>
        )}
      </Group>
      {faqs.isPending ? (
        <LoadingStatus label={site.LOADING_QUESTIONS}>
          <Stack gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={56} radius="md" />
            ))}
          </Stack>
        </LoadingStatus>
      ) : (
        <FaqAccordion faqs={shown ?? []} />
      )}
    </Stack>
  );
}
