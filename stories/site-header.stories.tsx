import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SiteHeader } from '#src/features/site/components/site-header.tsx';
import { SiteDataProvider } from './support/site-data.tsx';

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  decorators: [
    (Story) => (
      <SiteDataProvider>
        <Story />
      </SiteDataProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    sessionStorage.removeItem('vCustomerUniqueCode');
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees Join Us. */
export const Visitor: Story = {};

/** A signed-in customer sees Account instead of Join Us. */
export const SignedIn: Story = {
  beforeEach: () => {
    sessionStorage.setItem('vCustomerUniqueCode', 'storybook-customer');
    return () => sessionStorage.removeItem('vCustomerUniqueCode');
  },
};

/** Below the md breakpoint the links move into a side drawer behind the burger. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * The burger pressed: the drawer with About, the services, Book Now and Join Us. At desktop
 * width (the axe run shows every story at both) there is no burger and the header stays as is.
 */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const burger = within(canvasElement).queryByRole('button', { name: 'Open menu' });
    if (!burger) return;
    await userEvent.click(burger);
    // The drawer's code arrives with the first tap (a lazy chunk).
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(drawer).getByRole('link', { name: 'Deep Cleaning' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Book Now' })).toBeVisible();
  },
};
