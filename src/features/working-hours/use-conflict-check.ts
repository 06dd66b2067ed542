import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkingHoursConflict, WorkingHoursRequest } from './types.ts';

export type ConflictCheck = {
  conflicts: WorkingHoursConflict[];
  /** The server's sentence when the draft is not valid (e.g. "Two ranges on Saturday overlap."). */
  error: string | null;
  checking: boolean;
};

/**
 * Asks the server, a moment after the last edit, which accepted jobs the draft would leave
 * outside; the same rules as a save, so a mistake shows before the cleaner presses Save. The
 * draft's JSON is the query key: undoing an edit reuses the answer already had.
 */
export function useConflictCheck(
  request: WorkingHoursRequest,
  options: {
    check: (request: WorkingHoursRequest) => Promise<WorkingHoursConflict[]>;
    /** Only a draft that differs from the saved hours is checked. */
    enabled: boolean;
    delayMs: number;
  },
): ConflictCheck {
  const [debounced] = useDebouncedValue(JSON.stringify(request), options.delayMs);
  const settled = debounced === JSON.stringify(request);
  const query = useQuery({
    queryKey: ['working-hours-check', debounced],
    // The key is the draft itself, written out.
    queryFn: () => options.check(JSON.parse(debounced) as WorkingHoursRequest),
    enabled: options.enabled && settled,
    placeholderData: keepPreviousData,
    // A refusal names what is wrong with the draft: asking again would only delay it.
    retry: false,
    staleTime: 30_000,
  });
  if (!options.enabled) return { conflicts: [], error: null, checking: false };
  return {
    conflicts: query.data ?? [],
    error: query.error ? query.error.message : null,
    checking: !settled || query.isFetching,
  };
}
