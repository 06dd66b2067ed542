import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Badge, Burger, Group, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useNavigationDrawer } from '../../components/use-navigation-drawer.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { adminTexts } from '../../features/console/components/console-home-texts.ts';
import { useEveryConsoleTextSoon } from '../../features/console/components/use-every-console-text-soon.ts';
import { adminSections, isSectionActive, sectionHref } from './console-sections.ts';
import './console-styles.ts';
import classes from '../layouts/dashboard-layout.module.css';
import { LanguageSwitch } from '../../features/site/components/language-switch.tsx';

// The drawer's code (floating, focus-trapping) comes with the first tap on the burger.
const AdminDrawer = lazy(() =>
  import('./console-drawer.tsx').then((module) => ({ default: module.AdminDrawer })),
);

type Props = { operatorName: string; children: ReactNode };

/**
 * The console's frame (decision 047): a header with the console's name and who is signed in,
 * the sections of console-sections.ts as a navbar on desktop and a drawer behind a burger on a phone.
 */
export function AdminShell({ operatorName, children }: Props) {
  const location = useLocation();
  const nav = useNavigationDrawer();
  const { adminShellLabels } = useTexts(adminTexts);
  const { t } = useFormat();
  // The other screens' texts, once the frame has shown (its own and Today's are in by then).
  useEveryConsoleTextSoon(true);
  const links = [
    ...adminSections.map((section) => {
      const active = isSectionActive(section, location.pathname);
      return (
        <NavLink
          key={section.path}
          component={Link}
          to={sectionHref(section)}
          label={adminShellLabels[section.label]}
          active={active}
          aria-current={active ? 'page' : undefined}
        />
      );
    }),
    // The machines' diagrams (decision 046): how bookings, jobs and payments move, for operators.
    <NavLink
      key="machines"
      component={Link}
      to="/machines"
      label={adminShellLabels.NAV_MACHINES}
    />,
    <NavLink key="logout" component={Link} to="/logout" label={adminShellLabels.NAV_LOGOUT} />,
  ];

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={nav.opened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={adminShellLabels.TOGGLE_NAVIGATION}
              aria-expanded={nav.opened}
            />
            <Anchor
              component={Link}
              to="/admin"
              underline="never"
              aria-label={adminShellLabels.HOME_LINK}
            >
              <BrandLogo nameFrom="sm" />
            </Anchor>
            <Badge variant="light" size="lg" visibleFrom="xs">
              {adminShellLabels.CONSOLE_NAME}
            </Badge>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text fw={600} fz="sm" ta="right" lineClamp={2}>
              {t(adminShellLabels.SIGNED_IN_AS, { name: operatorName })}
            </Text>
            <LanguageSwitch fz="sm" />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Scrolls when its links are taller than the window (a laptop's 800 px holds fewer). */}
      <AppShell.Navbar
        p="sm"
        aria-label={adminShellLabels.NAV_LANDMARK}
        visibleFrom="sm"
        style={{ overflowY: 'auto' }}
      >
        {links}
      </AppShell.Navbar>
      {nav.wanted && (
        <Suspense fallback={null}>
          <AdminDrawer opened={nav.opened} onClose={nav.close}>
            {links}
          </AdminDrawer>
        </Suspense>
      )}
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
