import { AppShell, Burger, Group, NavLink, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { useOwnProfile } from '../../session/use-own-profile.ts';
import { useSessionExpiry } from '../../session/use-session-expiry.ts';
import { greeting, isActive, navItems, pageSlug, shellLabelDefaults } from './dashboard-nav.ts';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';

function Greeting({ template }: { template: string }) {
  const { data, isPending, isError } = useOwnProfile();
  if (isPending && !isError) return <Skeleton h={24} w={140} aria-label="Loading your name" />;
  const name = data?.profile.vFullName ?? '';
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={600}>{greeting(template, name)}</Text>
      <Link to="/profile" aria-label="Your profile">
        <ProfilePhoto src={data?.profile.vImage} alt={name} size={40} />
      </Link>
    </Group>
  );
}

/**
 * The signed-in layout (spec §2 "Dashboard shell"): a top bar that greets the person with their
 * photo, and the side navigation for their role, a drawer behind a burger on narrow screens. A
 * visitor is sent to /login, which brings them back here; so is anyone whose server session ends.
 */
export function DashboardLayout() {
  const location = useLocation();
  const [navOpen, nav] = useDisclosure(false);
  const labels = useLabels(pageSlug(location.pathname), shellLabelDefaults);
  const { role } = useOwnProfile();
  useSessionExpiry();

  useEffect(() => nav.close(), [location.pathname, nav]);

  if (role === 'visitor') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={navOpen}
              aria-controls="dashboard-navigation"
            />
            <Link to="/" aria-label="MapleShine home">
              <BrandLogo />
            </Link>
          </Group>
          <Greeting template={labels.GREETING} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="dashboard-navigation" aria-label="Account">
        {navItems
          .filter((item) => item.roles.includes(role))
          .map((item) => {
            const active = isActive(item, location.pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={labels[item.label]}
                active={active}
                aria-current={active ? 'page' : undefined}
              />
            );
          })}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
