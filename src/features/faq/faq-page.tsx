import { useState } from 'react';
import { Button, Container, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { faqsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { storedFaqUserType, type FaqUserType } from '../../session/faq-flags.ts';
import '@mantine/core/styles/Tabs.css';
import { useTexts } from '../../i18n/texts.ts';
import { faqCatalogue } from './faq-texts.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

function AudienceQuestions({ audience }: { audience: FaqUserType }) {
  const site = useSiteTexts();
  const client = useApiClient();
  const faqs = useQuery(faqsQuery(client, { eType: audience }));
  if (faqs.isPending) {
    return (
      <LoadingStatus label={site.LOADING_QUESTIONS}>
        <Stack gap="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h={56} radius="md" />
          ))}
        </Stack>
      </LoadingStatus>
    );
  }
  return <FaqAccordion faqs={faqs.data ?? []} />;
}

/**
 * /frequently-asked-questions: every question of one audience, opening on the audience stored by
 * an FAQ block's View All (Customer by default). The app shell clears that flag on leaving.
 */
export function FaqPage() {
  const labels = useLabels('frequently-asked-questions', useTexts(faqCatalogue).faqLabels);
  const [audience, setAudience] = useState<FaqUserType>(() => storedFaqUserType());

  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.questions}
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Tabs
            value={audience}
            onChange={(value) => setAudience(value === 'Contractor' ? 'Contractor' : 'Customer')}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="Customer">{labels.CUSTOMER_TAB}</Tabs.Tab>
              <Tabs.Tab value="Contractor">{labels.CONTRACTOR_TAB}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="Customer">
              <AudienceQuestions audience="Customer" />
            </Tabs.Panel>
            <Tabs.Panel value="Contractor">
              <AudienceQuestions audience="Contractor" />
            </Tabs.Panel>
          </Tabs>
          <Paper withBorder radius="md" p="lg">
            <Stack align="center" gap="sm" ta="center">
              <Text fw={700} fz="lg">
                {labels.STILL_HAVE_QUESTIONS}
              </Text>
              <Button component={Link} to="/contact-us" variant="outline">
                {labels.CONTACT_US}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
