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

const exploreLinks = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Services', to: '/services' },
  { label: 'Commercial', to: '/commercial' },
  { label: 'Blog', to: '/blog' },
  { label: 'Careers', to: '/careers' },
  { label: 'Join Us', to: '/join-us' },
];

const helpLinks = [
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'FAQ', to: '/frequently-asked-questions' },
  { label: 'Terms and Conditions', to: '/help-and-legal/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

const socialNetworks = [
  { setting: 'SOCIAL_FACEBOOK', label: 'Facebook' },
  { setting: 'SOCIAL_TWITTER', label: 'Twitter' },
  { setting: 'SOCIAL_INSTAGRAM', label: 'Instagram' },
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

/** Spec §2 footer, filled from the company and social settings. */
export function SiteFooter() {
  const client = useApiClient();
  const company = useQuery(companySettingsQuery(client, 'Company')).data ?? {};
  const social = useQuery(companySettingsQuery(client, 'Social')).data ?? {};
  const configuredSocial = socialNetworks.filter((network) => social[network.setting]);

  return (
    <Box component="footer" className={classes.footer}>
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
              <Group gap="md" aria-label="Social links">
                {configuredSocial.map((network) => (
                  <Anchor
                    key={network.setting}
                    href={social[network.setting]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.link}
                  >
                    {network.label}
                  </Anchor>
                ))}
              </Group>
            )}
            <AccreditationBadge />
          </Stack>
          <LinkList title="Explore" links={exploreLinks} />
          <LinkList title="Help & Legal" links={helpLinks} />
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              Contact
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
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="spruce.6" />
        {company.COPYRIGHTED_TEXT && (
          <Text c="gray.4" fz="sm" ta="center">
            {company.COPYRIGHTED_TEXT}
          </Text>
        )}
      </Container>
    </Box>
  );
}
