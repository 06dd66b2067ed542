import type { Database } from '../db/database.ts';
import { listCategories, listTags } from '../db/queries/blogs.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { allBlogs, oneBlog } from '../services/content/blogs.ts';

type BlogOperation = 'blogGetAllData' | 'blogGetById' | 'categoryGetAllData' | 'tagGetAllData';

export function blogHandlers(db: Database): OperationHandlers<BlogOperation> {
  return {
    blogGetAllData: async () => ok(await allBlogs(db)),
    blogGetById: async (request) => ok(await oneBlog(db, request.body)),
    categoryGetAllData: async () => ok(await listCategories(db)),
    tagGetAllData: async () => ok(await listTags(db)),
  };
}
