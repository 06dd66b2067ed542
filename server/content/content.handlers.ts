import type { AppContext } from '../context.ts';
import { okSharedIn, readerOf } from '../catalog/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { mayReplay } from '../http/replayed-reads.ts';
import { metaBySlug, pagesBySlug } from './pages.ts';
import { banners, faqs } from './site-content.ts';

type ContentOperation =
  'labelGetAllData' | 'pageGetAllData' | 'metaGetById' | 'bannerGetAllData' | 'faqGetAllData';

/** The site's texts in the caller's language (decision 106), English where one is missing. */
export function contentHandlers({ db, catalog }: AppContext): OperationHandlers<ContentOperation> {
  return {
    labelGetAllData: async (request, reply) => {
      const { locale, missing } = readerOf(request);
      let complete = true;
      const labels = await catalog.labels(request.body.vSlug, locale, (key) => {
        complete = false;
        missing(key);
      });
      // Replayed only when nothing lacks a translation (decision 106) and the page has labels:
      // made-up slugs, each an empty list, are never kept (decision 153).
      if (complete && labels.length > 0) mayReplay(request);
      return okSharedIn(reply, labels);
    },
    pageGetAllData: async (request) => ok(await pagesBySlug(db, request.body, readerOf(request))),
    metaGetById: async (request) => ok(await metaBySlug(db, request.body.slug, readerOf(request))),
    bannerGetAllData: async (request) => ok(await banners(db, readerOf(request))),
    faqGetAllData: async (request) =>
      ok(
        await faqs(
          db,
          { audience: request.body?.eType, serviceId: request.body?.iServiceId },
          readerOf(request),
        ),
      ),
  };
}
