import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { useApiClient } from '../../../api/client.ts';
import { servicesQuery } from '../../../api/queries.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { CallToActionButton } from '../../../components/call-to-action-button.tsx';
import { currentRole } from '../../../session/role.ts';
import classes from './site-header.module.css';

function useServiceLinks() {
  const client = useApiClient();
  const { data = [], isPending, isError } = useQuery(servicesQuery(client));
  const links = data.map((service) => ({
    id: service.iServiceId,
    name: service.vServiceName,
    to: `/service-detail/${service.vSlug}`,
  }));
  return { links, isPending, isError };
}

function AccountLink() {
  const signedIn = currentRole() !== 'visitor';
  return signedIn ? (
    <Button component={Link} to="/dashboard" variant="default">
      Account
    </Button>
  ) : (
    <Button component={Link} to="/join-us" variant="default">
      Join Us
    </Button>
  );
}

/** Spec §2 public header: logo, About, Services from the backend, Book Now, Join Us or Account. */
export function SiteHeader() {
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const services = useServiceLinks();

  useEffect(() => drawer.close(), [pathname, drawer]);

  const serviceItems = services.isPending ? (
    <Menu.Item disabled>Loading…</Menu.Item>
  ) : services.links.length === 0 ? (
    <Menu.Item disabled>No Data Found</Menu.Item>
  ) : (
    services.links.map((service) => (
      <Menu.Item key={service.id} component={Link} to={service.to}>
        {service.name}
      </Menu.Item>
    ))
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="MapleShine home">
            <BrandLogo />
          </Anchor>

          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            <Anchor component={Link} to="/about-us" c="dark" fw={500} fz="sm">
              About
            </Anchor>
            <Menu trigger="click-hover" position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="subtle" color="dark" fw={500} px={0}>
                  Services
                </Button>
              </Menu.Target>
              <Menu.Dropdown>{serviceItems}</Menu.Dropdown>
            </Menu>
            <CallToActionButton to="/book-now">Book Now</CallToActionButton>
            <AccountLink />
          </Group>

          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={<BrandLogo size={28} />}
        hiddenFrom="md"
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
          <AccountLink />
        </Stack>
      </Drawer>
    </Box>
  );
}
