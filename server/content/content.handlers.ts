import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { okShared } from '../http/shared-answer.ts';
import { metaBySlug, pagesBySlug } from './pages.ts';
import { banners, faqs } from './site-content.ts';

type ContentOperation =
  'labelGetAllData' | 'pageGetAllData' | 'metaGetById' | 'bannerGetAllData' | 'faqGetAllData';

export function contentHandlers({ db, catalog }: AppContext): OperationHandlers<ContentOperation> {
  return {
    labelGetAllData: async (request, reply) =>
      okShared(reply, await catalog.labels(request.body.vSlug)),
    pageGetAllData: async (request) => ok(await pagesBySlug(db, request.body)),
    metaGetById: async (request) => ok(await metaBySlug(db, request.body.slug)),
    bannerGetAllData: async () => ok(await banners(db)),
    faqGetAllData: async (request) =>
      ok(
        await faqs(db, {
          audience: request.body?.eType,
          serviceId: request.body?.iServiceId,
        }),
      ),
  };
}
