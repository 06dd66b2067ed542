import { AppShell, Avatar, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { currentRole, type Role } from '../../session/role.ts';

type NavItem = { label: string; to: string; roles: Role[] };

/** Spec §2 "Dashboard shell": the side navigation, in the spec's order, by role. */
const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', roles: ['customer', 'contractor'] },
  { label: 'Profile', to: '/profile', roles: ['customer', 'contractor'] },
  { label: 'Booking', to: '/booking', roles: ['customer'] },
  { label: 'Jobs', to: '/jobs', roles: ['contractor'] },
  { label: 'Notification', to: '/notification', roles: ['customer', 'contractor'] },
  { label: 'Reviews', to: '/reviews', roles: ['customer', 'contractor'] },
  { label: 'Log out', to: '/logout', roles: ['customer', 'contractor'] },
];

/**
 * The signed-in layout: side navigation (a drawer on narrow screens) and a top bar. A visitor
 * is sent to /login, which brings them back here after logging in.
 */
export function DashboardLayout() {
  const location = useLocation();
  const [navOpen, nav] = useDisclosure(false);
  const role = currentRole();

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
            />
            <Link to="/" aria-label="MapleShine home">
              <BrandLogo />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text fw={500}>Hello</Text>
            <Avatar radius="xl" alt="" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Account">
        {navItems
          .filter((item) => item.roles.includes(role))
          .map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={location.pathname === item.to}
            />
          ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
