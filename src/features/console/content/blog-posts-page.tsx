import { useQuery } from '@tanstack/react-query';
import type { adminContentLabels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useApiClient } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { adminPeopleTexts } from '../components/console-texts.ts';
import type { PagedListColumn } from '../components/paged-list.tsx';
import { formatLongDate } from '../../../components/format-date.ts';
import { BlogEditor, type AdminBlog } from './components/blog-editor.tsx';
import { ContentList, type ContentPageRequest } from './components/content-list.tsx';
import { adminBlogsQuery, blogCategoriesQuery, saveBlog } from './queries.ts';

/** The posts' columns, in the page's language; the day added as that language writes it. */
function columnsOf(
  labels: Translation<typeof adminContentLabels>,
  locale: Locale,
): PagedListColumn<AdminBlog>[] {
  return [
    { header: labels.TITLE, cell: (post) => post.title },
    { header: labels.CATEGORY, cell: (post) => post.categoryName },
    { header: labels.ADDED, cell: (post) => formatLongDate(post.addedAt, locale) },
  ];
}

function usePosts(request: ContentPageRequest) {
  return useQuery(adminBlogsQuery(useApiClient(), request));
}

/** /admin/content/blog: blog posts created, edited, unpublished and published again. */
export function BlogPostsPage() {
  const client = useApiClient();
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const locale = useLocale();
  const categories = useQuery(blogCategoriesQuery(client));
  return (
    <ContentList
      newLabel={labels.NEW_POST}
      listLabel={labels.BLOG_TAB}
      columns={columnsOf(labels, locale)}
      useRows={usePosts}
      turnPublished={(post) =>
        saveBlog(client, {
          id: post.id,
          title: post.title,
          slug: post.slug,
          html: post.html,
          imageAlt: post.imageAlt,
          categoryId: post.categoryId,
          published: !post.published,
        })
      }
      editor={(editing, close) => (
        <BlogEditor
          post={editing}
          categories={(categories.data ?? []).map((category) => ({
            id: category.iCategoryId,
            name: category.vCategory,
          }))}
          onSave={(input) => saveBlog(client, input)}
          onClose={close}
        />
      )}
    />
  );
}
