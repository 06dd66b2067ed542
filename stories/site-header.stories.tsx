import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from '../src/features/site/components/site-header.tsx';
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
