import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { allBlogs, blogCategories, blogTags, oneBlog } from './blogs.ts';

type BlogOperation = 'blogGetAllData' | 'blogGetById' | 'categoryGetAllData' | 'tagGetAllData';

export function blogHandlers({ db }: AppContext): OperationHandlers<BlogOperation> {
  return {
    blogGetAllData: async () => ok(await allBlogs(db)),
    blogGetById: async (request) => ok(await oneBlog(db, request.body)),
    categoryGetAllData: async () => ok(await blogCategories(db)),
    tagGetAllData: async () => ok(await blogTags(db)),
  };
}
