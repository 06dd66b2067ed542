import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminContentLabels as labels } from '#shared/labels/admin-people.ts';
import { useApiClient } from '../../api/client.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { PagedList, type PagedListColumn } from '../../components/admin/paged-list.tsx';
import { useAdminAction } from '../../components/admin/use-admin-action.ts';
import { givenFilters, useListParams } from '../../components/admin/use-list-params.ts';
import { formatLongDate } from '../../components/format-date.ts';
import { BlogEditor, type AdminBlog } from './components/blog-editor.tsx';
import { ContentFilters } from './components/content-filters.tsx';
import { ContentTabs } from './components/content-tabs.tsx';
import { contentRequest } from './content-query.ts';
import { adminBlogsQuery, blogCategoriesQuery, saveBlog } from './queries.ts';

const FILTERS = ['text', 'published'] as const;

const columns: PagedListColumn<AdminBlog>[] = [
  { header: labels.TITLE, cell: (post) => post.title },
  { header: labels.CATEGORY, cell: (post) => post.categoryName },
  { header: labels.ADDED, cell: (post) => formatLongDate(post.addedAt) },
  {
    header: labels.STATUS,
    cell: (post) => (
      <Badge color={post.published ? 'spruce' : 'gray'} variant="light">
        {post.published ? labels.PUBLISHED : labels.UNPUBLISHED}
      </Badge>
    ),
  },
];

/** /admin/content/blog: blog posts created, edited, unpublished and published again. */
export function BlogPostsPage() {
  const client = useApiClient();
  const list = useListParams(FILTERS);
  const query = useQuery(
    adminBlogsQuery(client, {
      page: list.page,
      perPage: 20,
      ...contentRequest(givenFilters(list.filters)),
    }),
  );
  const categories = useQuery(blogCategoriesQuery(client));
  const [editing, setEditing] = useState<AdminBlog | 'new' | null>(null);
  const toggle = useAdminAction((post: AdminBlog) =>
    saveBlog(client, {
      id: post.id,
      title: post.title,
      slug: post.slug,
      html: post.html,
      imageAlt: post.imageAlt,
      categoryId: post.categoryId,
      published: !post.published,
    }),
  );

  return (
    <>
      <AdminPageHeader
        title={labels.HEADING}
        actions={<Button onClick={() => setEditing('new')}>{labels.NEW_POST}</Button>}
      />
      <ContentTabs />
      <ContentFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={list.setFilters}
      />
      <PagedList
        label={labels.BLOG_TAB}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(post) => post.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(post) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setEditing(post)}>
              {labels.EDIT}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(post)}
            >
              {post.published ? labels.UNPUBLISH : labels.PUBLISH}
            </Button>
          </Group>
        )}
      />
      <BlogEditor
        post={editing}
        categories={(categories.data ?? []).map((category) => ({
          id: category.iCategoryId,
          name: category.vCategory,
        }))}
        onSave={(input) => saveBlog(client, input)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
