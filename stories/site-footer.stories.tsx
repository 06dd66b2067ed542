import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '#src/features/site/components/site-footer.tsx';
import { SiteDataProvider } from './support/site-data.tsx';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSocialLinks: Story = {
  decorators: [
    (Story) => (
      <SiteDataProvider>
        <Story />
      </SiteDataProvider>
    ),
  ],
};

/** Social links show only when configured: none here. */
export const WithoutSocialLinks: Story = {
  decorators: [
    (Story) => (
      <SiteDataProvider data={{ social: {} }}>
        <Story />
      </SiteDataProvider>
    ),
  ],
};

export const Phone: Story = {
  ...WithSocialLinks,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
