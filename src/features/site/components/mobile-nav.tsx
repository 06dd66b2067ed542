import { Anchor, Drawer, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { AccountLink } from './account-link.tsx';
import type { ServiceLinks } from './service-links.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

type Props = { opened: boolean; onClose: () => void; services: ServiceLinks };

/** The header's menu on narrow screens, in a drawer opened by the burger. */
export function MobileNav({ opened, onClose, services }: Props) {
  const { siteHeaderLabels: labels } = useTexts(siteTexts);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<BrandLogo size={28} />}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': labels.CLOSE_MENU }}
    >
      <Stack component="nav" aria-label={labels.MOBILE_NAV} gap="md">
        <Anchor component={Link} to="/about-us" c="dark">
          {labels.ABOUT}
        </Anchor>
        <Text fw={600}>{labels.SERVICES}</Text>
        <Stack gap={6} pl="sm">
          {services.links.map((service) => (
            <Anchor key={service.id} component={Link} to={service.to} c="dark">
              {service.name}
            </Anchor>
          ))}
        </Stack>
        <CallToActionButton to="/book-now" fullWidth>
          {labels.BOOK_NOW}
        </CallToActionButton>
        <AccountLink fullWidth />
        <LanguageSwitch c="dark" />
      </Stack>
    </Drawer>
  );
}
