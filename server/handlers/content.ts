import type { Database } from '../db/database.ts';
import { listFaqs } from '../db/queries/faqs.ts';
import { listBanners } from '../db/queries/pages.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { okShared } from '../http/shared-answer.ts';
import type { CatalogReads } from '../services/catalog/catalog.ts';
import { metaBySlug, pagesBySlug } from '../services/content/pages.ts';

type ContentOperation =
  'labelGetAllData' | 'pageGetAllData' | 'metaGetById' | 'bannerGetAllData' | 'faqGetAllData';

export function contentHandlers(
  db: Database,
  catalog: CatalogReads,
): OperationHandlers<ContentOperation> {
  return {
    labelGetAllData: async (request, reply) =>
      okShared(reply, await catalog.labels(request.body.vSlug)),
    pageGetAllData: async (request) => ok(await pagesBySlug(db, request.body)),
    metaGetById: async (request) => ok(await metaBySlug(db, request.body.slug)),
    bannerGetAllData: async () => ok(await listBanners(db)),
    faqGetAllData: async (request) =>
      ok(
        await listFaqs(db, {
          audience: request.body?.eType,
          serviceId: request.body?.iServiceId,
        }),
      ),
  };
}
