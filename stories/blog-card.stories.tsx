import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { BlogCard } from '#src/components/blog-card.tsx';

const meta = {
  title: 'Blog/BlogCard',
  component: BlogCard,
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} maw={1100} p="lg">
        <Story />
      </SimpleGrid>
    ),
  ],
  args: {
    readMoreLabel: 'READ MORE',
    blog: {
      iBlogId: 9,
      vSlug: 'move-out-cleaning-checklist-for-renters',
      vBlog: 'The Move-Out Cleaning Checklist for Renters',
      tDescription:
        '<p>Getting your full deposit back starts with a clean your landlord cannot argue with. Work top to bottom, room by room, and take dated photos when you are done.</p><h2>Kitchen</h2><ul><li>Inside the oven and fridge</li></ul>',
      vWebpImage: '/images/blog/move-out-cleaning-checklist-for-renters.svg',
      vImageAlt: 'Illustration of a clipboard checklist beside moving boxes',
      dtAddedDate: '2026-04-02T15:00:00.000Z',
      category: { iCategoryId: 3, vCategory: 'Moving Day' },
    },
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MovingDay: Story = {};

export const MissingImage: Story = {
  args: {
    blog: {
      ...meta.args.blog,
      iBlogId: 10,
      vBlog: 'Managing Indoor Humidity Through the Seasons',
      vWebpImage: '/images/blog/not-there.svg',
      vImageAlt: 'Illustration of a hygrometer',
      category: { iCategoryId: 4, vCategory: 'Seasonal Care' },
    },
  },
};
