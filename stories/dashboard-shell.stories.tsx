import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Paper, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { DashboardLayout } from '#src/app/layouts/dashboard-layout.tsx';
import {
  OWN_PROFILE_KEY,
  type ContractorProfile,
  type CustomerProfile,
} from '#src/session/own-profile.ts';

// Storybook has no API server: the query cache holds the profile and the labels up front, and
// session storage holds the role's code as a login would.

const CUSTOMER_CODE = 'cus_storybook';
const CONTRACTOR_CODE = 'con_storybook';

const address = {
  tAddress: '10150 Jasper Ave NW',
  vCity: 'Edmonton',
  vZipCode: 'T5J 1W4',
  vRegion: 'Alberta',
  vCountry: 'Canada',
  locale: 'en-CA' as const,
};

const customer: CustomerProfile = {
  iCustomerId: 1,
  vUniqueCode: CUSTOMER_CODE,
  vFirstName: 'Amelia',
  vLastName: 'Tremblay',
  vFullName: 'Amelia Tremblay',
  vEmail: 'amelia.tremblay@example.ca',
  vMobile: '7805550142',
  vImage: '',
  vImageAlt: 'Amelia Tremblay',
  ...address,
};

const contractor: ContractorProfile = {
  iContractorId: 1,
  vUniqueCode: CONTRACTOR_CODE,
  vFullName: 'Jordan Singh',
  vEmail: 'jordan.singh@example.ca',
  vMobile: '4035550199',
  vImage: '',
  vImageAlt: 'Jordan Singh',
  ...address,
  iCityId: 1,
  vServiceCity: 'Edmonton',
  eStatus: 'Approved',
  bPaused: false,
};

type ShellArgs = {
  role: 'customer' | 'contractor';
  /** The profile's vImage: '' for none, or a URL (a broken one shows the placeholder). */
  photo: string;
};

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}

function SamplePage() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Title order={1}>Dashboard</Title>
      <Text mt="sm">The page of the open link shows here.</Text>
    </Paper>
  );
}

function cacheFor({ role, photo }: ShellArgs): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  if (role === 'customer') {
    queryClient.setQueryData([OWN_PROFILE_KEY, role, CUSTOMER_CODE], {
      role,
      profile: { ...customer, vImage: photo },
    });
  } else {
    queryClient.setQueryData([OWN_PROFILE_KEY, role, CONTRACTOR_CODE], {
      role,
      profile: { ...contractor, vImage: photo },
    });
  }
  queryClient.setQueryData(['labels', 'dashboard'], {});
  return queryClient;
}

function Shell(args: ShellArgs) {
  const [queryClient] = useState(() => cacheFor(args));
  return (
    <QueryClientProvider client={queryClient}>
      <GoTo path="/dashboard" />
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path="*" element={<SamplePage />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Account/DashboardShell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { role: 'customer', photo: '' },
  argTypes: { role: { control: 'inline-radio', options: ['customer', 'contractor'] } },
  beforeEach: ({ args }) => {
    sessionStorage.removeItem('vCustomerUniqueCode');
    sessionStorage.removeItem('vContractorUniqueCode');
    if (args.role === 'customer') sessionStorage.setItem('vCustomerUniqueCode', CUSTOMER_CODE);
    else sessionStorage.setItem('vContractorUniqueCode', CONTRACTOR_CODE);
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer: Booking in the navigation, the greeting and the placeholder photo. */
export const Customer: Story = {};

/** A contractor: Jobs instead of Booking. */
export const Contractor: Story = { args: { role: 'contractor' } };

/** A photo that cannot be loaded gives way to the placeholder (spec §8). */
export const BrokenPhoto: Story = { args: { photo: '/uploads/missing-photo.png' } };

/** Below the sm breakpoint the navigation is a drawer behind the burger. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The burger pressed on a phone: the navigation in a drawer (no burger at desktop width). */
export const PhoneNavigationOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const burger = within(canvasElement).queryByRole('button', { name: 'Toggle navigation' });
    if (!burger) return;
    // The story opens on / and moves to /dashboard; a drawer opened before that move would close.
    await waitFor(() =>
      expect(
        canvasElement.querySelector('a[href="/dashboard"][aria-current="page"]'),
      ).not.toBeNull(),
    );
    await userEvent.click(burger);
    // The drawer's code arrives with the first tap (a lazy chunk).
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(drawer).getByRole('link', { name: /Booking/ })).toBeVisible();
  },
};
