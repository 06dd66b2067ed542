import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { SavedHours, WorkingHoursConflict, WorkingHoursRequest } from './types.ts';

/** Under the key the dashboard's nudge reads too, so saving here clears it there. */
export const workingHoursQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['working-hours'],
    queryFn: () => dataOf(client.POST('/api/contractor/get_working_hours', { body: {} })),
    staleTime: 0,
  });

/** Validates a draft as a save would and lists the accepted jobs it would leave outside. */
export async function checkWorkingHours(
  client: ApiClient,
  body: WorkingHoursRequest,
): Promise<WorkingHoursConflict[]> {
  const data = await dataOf(client.POST('/api/contractor/check_working_hours', { body }));
  return data.aConflicts;
}

export async function saveWorkingHours(
  client: ApiClient,
  body: WorkingHoursRequest,
): Promise<SavedHours> {
  const answer = await envelopeOf(client.POST('/api/contractor/update_working_hours', { body }));
  return { message: answer.message, ...answer.data };
}
