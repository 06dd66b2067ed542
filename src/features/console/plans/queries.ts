import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { defineTexts } from '../../../i18n/texts.ts';
import type { components } from '#shared/api-schema.d.ts';

export type AdminPlanRow = components['schemas']['AdminPlanRow'];
export type AdminPlanPage = components['schemas']['AdminPlanPage'];
export type PlanStatusFilter = '' | 'active' | 'paused' | 'ended';

export const adminPlanTexts = defineTexts(
  'admin-plans',
  () => import('#shared/catalogue/en-CA/admin-plans.ts'),
  () => import('#shared/catalogue/fr-CA/admin-plans.ts'),
);

export const adminPlansQuery = (client: ApiClient, status: PlanStatusFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'plans', status, page],
    queryFn: () =>
      dataOf(
        client.POST('/api/admin/plans/list', {
          body: status ? { status, page } : { page },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const adminPlanQuery = (client: ApiClient, planId: number) =>
  queryOptions({
    queryKey: ['admin', 'plan', planId],
    queryFn: () => dataOf(client.POST('/api/admin/plans/get', { body: { planId } })),
    retry: false,
  });

/** Pauses the plan; answers the server's sentence. */
export async function pausePlan(
  client: ApiClient,
  input: { planId: number; weeks: number; reason: string },
) {
  const answer = await envelopeOf(client.POST('/api/admin/plans/pause', { body: input }));
  return answer.message;
}
