import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

export const customerDashboardQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'customer'],
    queryFn: () => dataOf(client.POST('/api/customer/dashboard', { body: {} })),
    staleTime: 0,
  });

export const contractorDashboardQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'contractor'],
    queryFn: () => dataOf(client.POST('/api/contractor/dashboard', { body: {} })),
    staleTime: 0,
  });

/** The cleaner's tips (issue 42): under the dashboard's key, so its refresh reads them too. */
export const contractorTipsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'contractor', 'tips'],
    queryFn: () => dataOf(client.POST('/api/contractor/tips', { body: {} })),
    staleTime: 0,
  });

/** The latest unread notifications; under the `notifications` key so marking one refreshes it. */
export const dashboardNotificationsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['notifications', 'dashboard'],
    queryFn: () =>
      dataOf(client.POST('/api/notification/get_all_dashboard_notification', { body: {} })),
    staleTime: 0,
  });

/** The cleaner's hours, under the key the working-hours screen refreshes when it saves. */
export const workingHoursQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['working-hours'],
    queryFn: () => dataOf(client.POST('/api/contractor/get_working_hours', { body: {} })),
    staleTime: 0,
  });

/** The cleaner's payout account (issue 43), under the dashboard's key so its refresh reads it. */
export const payoutAccountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'contractor', 'payout-account'],
    queryFn: () => dataOf(client.POST('/api/contractor/payout_account', { body: {} })),
    staleTime: 0,
  });

/** The customer's regular cleanings (issue 45, decision 145), under the `plans` key. */
export const customerPlansQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['plans', 'list'],
    queryFn: () => dataOf(client.POST('/api/customer/plans', { body: {} })),
    staleTime: 0,
  });
