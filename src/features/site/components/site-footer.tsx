import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { companySettingsQuery } from '../../../api/queries.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { AccreditationBadge } from './accreditation-badge.tsx';
import classes from './site-footer.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';
import type * as english from '#shared/catalogue/en-CA/site.ts';
import type { Translation } from '#shared/catalogue/translation.ts';

type FooterLabels = Translation<typeof english.siteFooterLabels>;

const exploreLinks = (labels: FooterLabels) => [
  { label: labels.ABOUT_US, to: '/about-us' },
  { label: labels.SERVICES, to: '/services' },
  { label: labels.COMMERCIAL, to: '/commercial' },
  { label: labels.BLOG, to: '/blog' },
  { label: labels.CAREERS, to: '/careers' },
  { label: labels.JOIN_US, to: '/join-us' },
];

const helpLinks = (labels: FooterLabels) => [
  { label: labels.CONTACT_US, to: '/contact-us' },
  { label: labels.FAQ, to: '/frequently-asked-questions' },
  { label: labels.TERMS, to: '/help-and-legal/terms-and-conditions' },
  { label: labels.PRIVACY, to: '/privacy-policy' },
];

// The networks' own names, the same in every language.
const socialNetworks = [
  { setting: 'SOCIAL_FACEBOOK', name: 'Facebook' },
  { setting: 'SOCIAL_TWITTER', name: 'Twitter' },
  { setting: 'SOCIAL_INSTAGRAM', name: 'Instagram' },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="md" c="white">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/**
 * Spec §2 footer's contents, filled from the company and social settings. The public layout draws
 * them inside its own footer element, styled by the same module, whose styles come with the page
 * while these contents' code comes after it (decision 168).
 */
export function SiteFooterContent() {
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  const social = useQuery(companySettingsQuery(client, 'Social')).data ?? {};
  const configuredSocial = socialNetworks.filter((network) => social[network.setting]);
  const { siteFooterLabels: labels } = useTexts(siteTexts);

  return (
    <Container size="xl" py={48}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        <Stack gap="md">
          <Box className={classes.logo}>
            <BrandLogo />
          </Box>
          {company.FOOTER_DESCRIPTION && (
            <Text c="gray.3" fz="sm">
              {company.FOOTER_DESCRIPTION}
            </Text>
          )}
          {configuredSocial.length > 0 && (
            <Group gap="md" aria-label={labels.SOCIAL_LINKS}>
              {configuredSocial.map((network) => (
                <Anchor
                  key={network.setting}
                  href={social[network.setting]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                >
                  {network.name}
                </Anchor>
              ))}
            </Group>
          )}
          <AccreditationBadge />
        </Stack>
        <LinkList title={labels.EXPLORE} links={exploreLinks(labels)} />
        <LinkList title={labels.HELP_AND_LEGAL} links={helpLinks(labels)} />
        <Stack gap="xs">
          <Title order={2} fz="md" c="white">
            {labels.CONTACT}
          </Title>
          {company.COMPANY_EMAIL && (
            <Anchor href={`mailto:${company.COMPANY_EMAIL}`} className={classes.link}>
              {company.COMPANY_EMAIL}
            </Anchor>
          )}
          {company.COMPANY_NUMBER && (
            <Anchor
              href={`tel:${company.COMPANY_NUMBER.replace(/[^\d+]/g, '')}`}
              className={classes.link}
            >
              {company.COMPANY_NUMBER}
            </Anchor>
          )}
          <LanguageSwitch className={classes.link} />
        </Stack>
      </SimpleGrid>
      <Divider my="lg" color="spruce.6" />
      {company.COPYRIGHTED_TEXT && (
        <Text c="gray.4" fz="sm" ta="center">
          {company.COPYRIGHTED_TEXT}
        </Text>
      )}
    </Container>
  );
}

/** Spec §2 footer: its contents in its element. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <SiteFooterContent />
    </Box>
  );
}
