import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

export const categoriesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['blog-categories'],
    queryFn: () => dataOf(client.POST('/api/category/get_all_data', { body: {} })),
  });

/** Spec §2: a post by the id passed in navigation state, or else by the slug of its address. */
export type BlogKey = { iBlogId: number } | { vSlug: string };

export const blogQuery = (client: ApiClient, key: BlogKey) =>
  queryOptions({
    queryKey: ['blog', key],
    queryFn: () => dataOf(client.POST('/api/blog/get_by_id', { body: key })),
  });

export const commentsQuery = (client: ApiClient, iBlogId: number) =>
  queryOptions({
    queryKey: ['comments', iBlogId],
    queryFn: () => dataOf(client.POST('/api/comment/get_all_data', { body: { iBlogId } })),
  });

/** The author is the customer of the session cookie; no id of a person is sent. */
export function addComment(client: ApiClient, iBlogId: number, vComment: string) {
  return dataOf(client.POST('/api/comment/create', { body: { iBlogId, vComment } }));
}
