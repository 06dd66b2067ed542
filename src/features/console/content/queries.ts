import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type ContentQuery = components['schemas']['AdminContentQuery'];
export type FaqInput = components['schemas']['AdminFaqInput'];
export type BlogInput = components['schemas']['AdminBlogInput'];
export type CommentQuery = components['schemas']['AdminCommentQuery'];

/** One page of FAQ entries, unpublished ones too. */
export const adminFaqsQuery = (client: ApiClient, query: ContentQuery) =>
  queryOptions({
    queryKey: ['admin', 'faqs', query],
    queryFn: () => dataOf(client.POST('/api/admin/faqs/list', { body: query })),
    placeholderData: keepPreviousData,
  });

/** One page of blog posts, unpublished ones too. */
export const adminBlogsQuery = (client: ApiClient, query: ContentQuery) =>
  queryOptions({
    queryKey: ['admin', 'blogs', query],
    queryFn: () => dataOf(client.POST('/api/admin/blogs/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export const blogCategoriesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['blog-categories'],
    queryFn: () => dataOf(client.POST('/api/category/get_all_data', { body: {} })),
  });

export async function saveFaq(client: ApiClient, input: FaqInput) {
  return (await envelopeOf(client.POST('/api/admin/faqs/save', { body: input }))).message;
}

export async function saveBlog(client: ApiClient, input: BlogInput) {
  return (await envelopeOf(client.POST('/api/admin/blogs/save', { body: input }))).message;
}

/** One page of blog comments, hidden ones too, filtered on the server. */
export const adminCommentsQuery = (client: ApiClient, query: CommentQuery) =>
  queryOptions({
    queryKey: ['admin', 'comments', query],
    queryFn: () => dataOf(client.POST('/api/admin/comments/list', { body: query })),
    placeholderData: keepPreviousData,
  });

/** Hides a comment from the blog or shows it again; answers the server's sentence. */
export async function moderateComment(
  client: ApiClient,
  id: number,
  visibility: 'Shown' | 'Hidden',
  reason: string,
) {
  const answer = await envelopeOf(
    client.POST('/api/admin/comments/moderate', { body: { id, visibility, reason } }),
  );
  return answer.message;
}

export type LabelQuery = components['schemas']['AdminLabelQuery'];
export type LabelInput = components['schemas']['AdminLabelInput'];

/** One page of labels with their English and French (decision 106). */
export const adminLabelsQuery = (client: ApiClient, query: LabelQuery) =>
  queryOptions({
    queryKey: ['admin', 'labels', query],
    queryFn: () => dataOf(client.POST('/api/admin/labels/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export async function saveLabel(client: ApiClient, input: LabelInput) {
  return (await envelopeOf(client.POST('/api/admin/labels/save', { body: input }))).message;
}
