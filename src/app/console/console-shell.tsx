import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Badge, Burger, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SideNavLayout } from '../../components/side-nav-layout/side-nav-layout.tsx';
import { SideNavLink } from '../../components/side-nav-layout/side-nav-link.tsx';
import { useNavigationDrawer } from '../../components/use-navigation-drawer.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { adminTexts } from '../../features/console/components/console-home-texts.ts';
import { useEveryConsoleTextSoon } from '../../features/console/components/use-every-console-text-soon.ts';
import { adminSections, isSectionActive, sectionHref } from './console-sections.ts';
import './console-styles.ts';
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
    ...adminSections.map((section) => (
      <SideNavLink
        key={section.path}
        to={sectionHref(section)}
        label={adminShellLabels[section.label]}
        active={isSectionActive(section, location.pathname)}
      />
    )),
    // The machines' diagrams (decision 046): how bookings, jobs and payments move, for operators.
    <SideNavLink key="machines" to="/machines" label={adminShellLabels.NAV_MACHINES} />,
    <SideNavLink key="logout" to="/logout" label={adminShellLabels.NAV_LOGOUT} />,
  ];

  return (
    <SideNavLayout
      navWidth={220}
      navLabel={adminShellLabels.NAV_LANDMARK}
      nav={links}
      header={
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
      }
      drawer={
        nav.wanted && (
          <Suspense fallback={null}>
            <AdminDrawer opened={nav.opened} onClose={nav.close}>
              {links}
            </AdminDrawer>
          </Suspense>
        )
      }
    >
      {children}
    </SideNavLayout>
  );
}
