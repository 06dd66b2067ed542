import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type OperatorRow = components['schemas']['AdminOperatorRow'];
export type OperatorForm = components['schemas']['AdminOperatorCreate'];
export type SystemStatus = components['schemas']['AdminSystemStatus'];
export type QueueCounts = components['schemas']['AdminQueueCounts'];
export type FailedJob = components['schemas']['AdminFailedJob'];
export type FailedMail = components['schemas']['AdminFailedMail'];
export type SiteSpeedRow = components['schemas']['AdminSiteSpeedRow'];
export type SiteSpeedMetric = components['schemas']['AdminSiteSpeedMetric'];
export type VitalRating = components['schemas']['AdminVitalRating'];
export type BookingRules = components['schemas']['AdminBookingRules'];

type PageQuery = { page: number; perPage: number };

export const operatorsQuery = (client: ApiClient, query: PageQuery) =>
  queryOptions({
    queryKey: ['admin', 'operators', query],
    queryFn: () => dataOf(client.POST('/api/admin/operators/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export async function addOperator(client: ApiClient, form: OperatorForm) {
  return (await envelopeOf(client.POST('/api/admin/operators/create', { body: form }))).message;
}

/** Disables another operator, or enables one again, with a fresh code (decision 085). */
export async function changeOperatorAccess(
  client: ApiClient,
  change: 'disable' | 'enable',
  body: { operatorId: number; code: string },
) {
  const path =
    change === 'disable' ? '/api/admin/operators/disable' : '/api/admin/operators/enable';
  return (await envelopeOf(client.POST(path, { body }))).message;
}

export const systemStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'system-status'],
    queryFn: () => dataOf(client.POST('/api/admin/system/status', { body: {} })),
  });

export const failedMailQuery = (client: ApiClient, query: PageQuery) =>
  queryOptions({
    queryKey: ['admin', 'failed-mail', query],
    queryFn: () => dataOf(client.POST('/api/admin/system/failed-mail', { body: query })),
    placeholderData: keepPreviousData,
  });

export async function retryMail(client: ApiClient, id: number) {
  return (await envelopeOf(client.POST('/api/admin/system/retry-mail', { body: { id } }))).message;
}

export const siteSpeedQuery = (client: ApiClient, query: PageQuery) =>
  queryOptions({
    queryKey: ['admin', 'site-speed', query],
    queryFn: () => dataOf(client.POST('/api/admin/site-speed', { body: query })),
    placeholderData: keepPreviousData,
  });

/** The operators' booking rules (decision 098). */
export const bookingRulesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'booking-rules'],
    queryFn: () => dataOf(client.POST('/api/admin/booking-rules', { body: {} })),
  });

export async function saveBookingRules(client: ApiClient, rules: BookingRules) {
  return (await envelopeOf(client.POST('/api/admin/booking-rules/save', { body: rules }))).message;
}
