import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallToActionButton } from '#src/components/call-to-action-button.tsx';
import { PAGE_ART } from '#src/components/page-art.ts';
import { PageBanner } from '#src/components/page-banner.tsx';

// The band at the top of every inner page: its h1 on the left, its illustration on the right
// from tablet width, text alone on a phone.

const meta = {
  title: 'Layout/PageBanner',
  component: PageBanner,
  args: {
    title: 'Our Services',
    subtitle: 'One-time cleans for every moment, each with a clear checklist and an upfront price.',
    art: PAGE_ART.spotlessHome,
  },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /services at desktop width: no half of the band is empty. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  },
};

/** A phone: a short band of text, so the page's content starts above the fold. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A service page: the service's own picture, no subtitle. */
export const ServicePage: Story = {
  args: { title: 'Deep Cleaning', subtitle: '', art: '/images/services/deep-cleaning.svg' },
};

/** A hiring page, with its Apply Now. */
export const HiringPage: Story = {
  args: {
    title: 'House Cleaner Jobs in Calgary',
    subtitle:
      'Earn up to $30 per hour cleaning homes in Calgary, and get paid within 48 hours of each completed shift.',
    art: PAGE_ART.hiring,
    children: (
      <CallToActionButton to="/contractor-application" size="lg" w="fit-content">
        Apply Now
      </CallToActionButton>
    ),
  },
};

/** The Edmonton landing page, with its Book Now. */
export const EdmontonLanding: Story = {
  args: {
    title: 'Move-In and Move-Out Cleaning in Edmonton',
    subtitle:
      'Book a vetted, background-checked cleaner 24/7 for today or tomorrow. One-time, no contract, and an upfront price with no hidden fees.',
    art: PAGE_ART.edmontonMove,
    children: (
      <CallToActionButton to="/book-now" size="lg" w="fit-content">
        Book Now
      </CallToActionButton>
    ),
  },
};

/** While the page's title and picture are still on their way. */
export const Loading: Story = {
  args: { title: undefined, subtitle: '', art: undefined },
};
