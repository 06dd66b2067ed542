import { lazy, Suspense } from 'react';
import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { companySettingsQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import type { contactUsLabels } from '#shared/catalogue/en-CA/contact.ts';
import { useTexts } from '../../i18n/texts.ts';
import { contactCatalogue } from './contact-texts.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

// The form with its submit (@mantine/form, the inputs, the mutation) starts loading with this
// module and arrives after the page's first paint (decision 056).
const contactFormModule = import('./contact-form.tsx');
const ContactForm = lazy(() =>
  contactFormModule.then((module) => ({ default: module.ContactForm })),
);

const FORM_HEADING_ID = 'contact-form-heading';

/** The empty form's height in Chromium (px), at 390 px and at desktop width alike, so nothing moves when it arrives. */
const CONTACT_FORM_HEIGHT = 450;

type Labels = typeof contactUsLabels;

function ContactDetails({ labels }: { labels: Labels }) {
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  return (
    <Stack gap="lg">
      <Title order={2}>{labels.CONTACT_INFO_HEADING}</Title>
      {company.COMPANY_EMAIL && (
        <Stack gap={2}>
          <Text fw={700}>{labels.EMAIL_US}</Text>
          <Anchor href={`mailto:${company.COMPANY_EMAIL}`}>{company.COMPANY_EMAIL}</Anchor>
        </Stack>
      )}
      {company.COMPANY_NUMBER && (
        <Stack gap={2}>
          <Text fw={700}>{labels.CALL_US}</Text>
          <Anchor href={`tel:${company.COMPANY_NUMBER.replace(/[^\d+]/g, '')}`}>
            {company.COMPANY_NUMBER}
          </Anchor>
        </Stack>
      )}
      <Stack gap={2}>
        <Text fw={700}>{labels.SERVICE_AREA_HEADING}</Text>
        <Text>{labels.SERVICE_AREA_TEXT}</Text>
      </Stack>
    </Stack>
  );
}

/** /contact-us: a message to the company (spec §7 contact_us/create), checked as the server does. */
export function ContactUsPage() {
  const site = useSiteTexts();
  const labels = useLabels('contact-us', useTexts(contactCatalogue).contactUsLabels);

  return (
    <>
      <PageBanner
        title={labels.BANNER_HEADING}
        subtitle={labels.BANNER_SUBHEADING}
        art={PAGE_ART.contact}
      />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title id={FORM_HEADING_ID} order={2}>
                {labels.FORM_HEADING}
              </Title>
              <Suspense
                fallback={
                  <FormSkeleton label={site.LOADING_CONTACT_FORM} h={CONTACT_FORM_HEIGHT} />
                }
              >
                <ContactForm labels={labels} headingId={FORM_HEADING_ID} />
              </Suspense>
            </Stack>
          </Paper>
          <ContactDetails labels={labels} />
        </SimpleGrid>
      </Container>
    </>
  );
}
