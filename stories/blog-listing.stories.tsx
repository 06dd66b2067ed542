import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogListPage } from '#src/features/blog/blog-list-page.tsx';
import type { components } from '#shared/api-schema.d.ts';
import { SiteDataProvider } from './support/site-data.tsx';

type Blog = components['schemas']['Blog'];

// /blog with a page of posts already in the cache: the category filter, the cards, the
// numbered pages and the popular posts. Titles and pictures are the seed's.

const categories = [
  { iCategoryId: 1, vCategory: 'Cleaning Tips' },
  { iCategoryId: 2, vCategory: 'Kitchen' },
  { iCategoryId: 3, vCategory: 'Moving Day' },
  { iCategoryId: 4, vCategory: 'Seasonal Care' },
];

const posts: [slug: string, title: string, category: number][] = [
  ['move-out-cleaning-checklist-for-renters', 'The Move-Out Cleaning Checklist for Renters', 3],
  ['spring-cleaning-after-a-canadian-winter', 'Spring Cleaning After a Canadian Winter', 4],
  ['deep-clean-your-fridge-step-by-step', 'Deep Clean Your Fridge, Step by Step', 2],
  ['clean-tile-grout-the-right-way', 'Clean Tile Grout the Right Way', 1],
  ['road-salt-stains-floors-carpets-boots', 'Road Salt Stains on Floors, Carpets and Boots', 4],
  ['clean-range-hood-filters', 'How to Clean Range Hood Filters', 2],
  ['what-to-clean-before-you-unpack', 'What to Clean Before You Unpack', 3],
  ['stop-bathroom-mould-coming-back', 'Stop Bathroom Mould Coming Back', 1],
  ['managing-indoor-humidity-through-the-seasons', 'Managing Indoor Humidity', 4],
  ['clean-oven-racks-without-harsh-fumes', 'Clean Oven Racks Without Harsh Fumes', 2],
];

const blogs: Blog[] = posts.map(([slug, title, category], index) => ({
  iBlogId: index + 1,
  vSlug: slug,
  vBlog: title,
  tDescription: `<p>${title}: what to do first, what to skip, and what a professional clean adds.</p>`,
  vImage: `/images/blog/${slug}.svg`,
  vWebpImage: `/images/blog/${slug}.svg`,
  vImageAlt: `Illustration for ${title}`,
  dtAddedDate: new Date(Date.UTC(2026, 3, 20 - index, 15)).toISOString(),
  ePopular: index % 3 === 0 ? 'Yes' : 'No',
  iCategoryId: category,
  category: categories[category - 1] ?? { iCategoryId: category, vCategory: 'Cleaning Tips' },
  tags: [],
}));

const meta = {
  title: 'Blog/BlogListing',
  component: BlogListPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteDataProvider
        data={{
          more: [
            [['labels', 'blog'], {}],
            [['blogs'], blogs],
            [['blog-categories'], categories],
          ],
        }}
      >
        <Story />
      </SiteDataProvider>
    ),
  ],
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten posts: nine on the first page, numbered pages below. */
export const FirstPage: Story = {};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
