import { Anchor, Drawer, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { AccountLink } from './account-link.tsx';
import type { ServiceLinks } from './service-links.ts';

type Props = { opened: boolean; onClose: () => void; services: ServiceLinks };

/** The header's menu on narrow screens, in a drawer opened by the burger. */
export function MobileNav({ opened, onClose, services }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<BrandLogo size={28} />}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack component="nav" aria-label="Mobile" gap="md">
        <Anchor component={Link} to="/about-us" c="dark">
          About
        </Anchor>
        <Text fw={600}>Services</Text>
        <Stack gap={6} pl="sm">
          {services.links.map((service) => (
            <Anchor key={service.id} component={Link} to={service.to} c="dark">
              {service.name}
            </Anchor>
          ))}
        </Stack>
        <CallToActionButton to="/book-now" fullWidth>
          Book Now
        </CallToActionButton>
        <AccountLink fullWidth />
      </Stack>
    </Drawer>
  );
}
