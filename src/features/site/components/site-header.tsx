import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { useNavigationDrawer } from '../../../components/use-navigation-drawer.ts';
import { AccountLink } from './account-link.tsx';
import { ServicesButton } from './services-button.tsx';
import { useServiceLinks, type ServiceLinks } from './service-links.ts';
import classes from './site-header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

// The dropdown and the drawer (floating and focus-trapping code) are not needed to paint the
// header: the menu's code follows the first paint, the drawer's comes with the first tap.
const ServicesMenu = lazy(() =>
  import('./services-menu.tsx').then((module) => ({ default: module.ServicesMenu })),
);
const MobileNav = lazy(() =>
  import('./mobile-nav.tsx').then((module) => ({ default: module.MobileNav })),
);

function ServicesNavItem({ services }: { services: ServiceLinks }) {
  // The open state lives here, not in the menu: a click on the stand-in opens the menu whenever
  // its code arrives, even when that click lands in the moment the menu replaces the stand-in.
  const [opened, setOpened] = useState(false);
  const standIn = (
    <ServicesButton aria-haspopup="menu" aria-expanded={false} onClick={() => setOpened(true)} />
  );
  // Near view, not merely after the first paint: the desktop's menu is hidden on a phone, whose
  // drawer lists the services, so a phone never loads its code (issue 46).
  return (
    <AfterFirstPaint fallback={standIn} whenNearView>
      <ServicesMenu services={services} opened={opened} onChange={setOpened} />
    </AfterFirstPaint>
  );
}

/** Spec §2 public header: logo, About, Services from the backend, Book Now, Join Us or Account. */
export function SiteHeader() {
  const drawer = useNavigationDrawer();
  const services = useServiceLinks();
  const { siteHeaderLabels: labels } = useTexts(siteTexts);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={labels.HOME_LINK}>
            <BrandLogo />
          </Anchor>

          <Group component="nav" aria-label={labels.MAIN_NAV} gap="lg" visibleFrom="md">
            <Anchor component={Link} to="/about-us" c="dark" fw={500} fz="sm">
              {labels.ABOUT}
            </Anchor>
            <ServicesNavItem services={services} />
            <CallToActionButton to="/book-now">{labels.BOOK_NOW}</CallToActionButton>
            <AccountLink />
            <LanguageSwitch c="dark" fw={500} fz="sm" />
          </Group>

          <Burger
            opened={drawer.opened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={drawer.opened ? labels.CLOSE_MENU : labels.OPEN_MENU}
            aria-expanded={drawer.opened}
          />
        </Group>
      </Container>

      {drawer.wanted && (
        <Suspense fallback={null}>
          <MobileNav opened={drawer.opened} onClose={drawer.close} services={services} />
        </Suspense>
      )}
    </Box>
  );
}
