import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type AuditLogQuery = components['schemas']['AdminAuditLogQuery'];
export type AuditLogEntry = components['schemas']['AdminAuditLogEntry'];

/**
 * One page of the audit log. The pattern of every console list (decision 047): the key starts
 * with 'admin' (a change refetches it), the filters and page are the server's to apply, and the
 * last page stays on screen while the next one loads.
 */
export const auditLogQuery = (client: ApiClient, query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => dataOf(client.POST('/api/admin/audit-log/list', { body: query })),
    placeholderData: keepPreviousData,
  });
