import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BlogPagination } from '#src/features/blog/components/blog-pagination.tsx';

const meta = {
  title: 'Blog/BlogPagination',
  component: BlogPagination,
  args: {
    page: 1,
    total: 2,
    onChange: () => {},
    previousLabel: 'Previous',
    nextLabel: 'Next',
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <BlogPagination {...args} page={page} onChange={setPage} />;
  },
} satisfies Meta<typeof BlogPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded 14 posts: two pages of 9. */
export const TwoPages: Story = {};

export const ManyPages: Story = { args: { total: 12, page: 6 } };
