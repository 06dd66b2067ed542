import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type PlanPage = components['schemas']['PlanPage'];
export type PlanVisit = components['schemas']['PlanVisit'];
export type PlanChangeQuote = components['schemas']['PlanChangeQuote'];

/** A change the plan page asks about: a visit skipped, a pause, a new rhythm, the end. */
export type PlanChangeAsk =
  | { eChange: 'skip'; iBookingId: number }
  | { eChange: 'pause'; iWeeks: number }
  | { eChange: 'change'; iEveryWeeks?: 1 | 2 | 4; iWeekday?: number }
  | { eChange: 'end' };

export const ownPlanQuery = (client: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['plans', code],
    queryFn: () => dataOf(client.POST('/api/customer/plan', { body: { vUniqueCode: code } })),
    staleTime: 0,
    retry: false,
  });

export const planChangeQuoteQuery = (client: ApiClient, code: string, ask: PlanChangeAsk) =>
  queryOptions({
    queryKey: ['plans', code, 'quote', ask],
    queryFn: () =>
      dataOf(
        client.POST('/api/customer/plan/change-quote', { body: { vUniqueCode: code, ...ask } }),
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Makes the change with the total fee the customer was shown; answers the plan's page. */
export function makePlanChange(
  client: ApiClient,
  code: string,
  ask: PlanChangeAsk | { eChange: 'resume' },
  shownFeeCents: number,
): Promise<PlanPage> {
  const base = { vUniqueCode: code, iShownFeeCents: shownFeeCents };
  switch (ask.eChange) {
    case 'skip':
      return dataOf(
        client.POST('/api/customer/plan/skip', { body: { ...base, iBookingId: ask.iBookingId } }),
      );
    case 'pause':
      return dataOf(
        client.POST('/api/customer/plan/pause', { body: { ...base, iWeeks: ask.iWeeks } }),
      );
    case 'change':
      return dataOf(
        client.POST('/api/customer/plan/change', {
          body: {
            ...base,
            ...(ask.iEveryWeeks === undefined ? {} : { iEveryWeeks: ask.iEveryWeeks }),
            ...(ask.iWeekday === undefined ? {} : { iWeekday: ask.iWeekday }),
          },
        }),
      );
    case 'end':
      return dataOf(client.POST('/api/customer/plan/end', { body: base }));
    case 'resume':
      return dataOf(client.POST('/api/customer/plan/resume', { body: { vUniqueCode: code } }));
  }
}
