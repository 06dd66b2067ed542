import type { AppContext } from '../context.ts';
import { readerOf } from '../catalog/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { allBlogs, blogCategories, blogTags, oneBlog } from './blogs.ts';

type BlogOperation = 'blogGetAllData' | 'blogGetById' | 'categoryGetAllData' | 'tagGetAllData';

/** The blog in the caller's language (decision 106); a post's address is the same in both. */
export function blogHandlers({ db }: AppContext): OperationHandlers<BlogOperation> {
  return {
    blogGetAllData: async (request) => ok(await allBlogs(db, readerOf(request))),
    blogGetById: async (request) => ok(await oneBlog(db, request.body, readerOf(request))),
    categoryGetAllData: async (request) => ok(await blogCategories(db, readerOf(request))),
    tagGetAllData: async (request) => ok(await blogTags(db, readerOf(request))),
  };
}
