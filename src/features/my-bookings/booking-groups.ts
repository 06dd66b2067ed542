import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { Job } from '../../components/job-card.tsx';

/** Final in the job lifecycle: nothing more will happen to these bookings. */
const FINAL: readonly JobStatus[] = ['completed', 'cancelled'];

/** "9:00AM" → 540, for ordering bookings of one day; unknown text sorts first. */
function clockMinutes(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})(AM|PM)$/.exec(clock);
  if (!match) return -1;
  const [, hours, minutes, half] = match;
  return (Number(hours) % 12) * 60 + Number(minutes) + (half === 'PM' ? 720 : 0);
}

function startKey(job: Job): string {
  return `${job.vDate} ${String(clockMinutes(job.vFrom)).padStart(4, '0')}`;
}

/**
 * Upcoming bookings (still to happen or to pay), soonest first; past ones (completed), latest
 * first; and cancelled ones apart, latest first, so a cancelled booking for tomorrow is neither
 * "upcoming" nor "past".
 */
export function groupBookings(jobs: readonly Job[]) {
  const upcoming = jobs.filter((job) => !FINAL.includes(job.eStatus));
  const past = jobs.filter((job) => job.eStatus === 'completed');
  const cancelled = jobs.filter((job) => job.eStatus === 'cancelled');
  upcoming.sort((a, b) => startKey(a).localeCompare(startKey(b)));
  past.sort((a, b) => startKey(b).localeCompare(startKey(a)));
  cancelled.sort((a, b) => startKey(b).localeCompare(startKey(a)));
  return { upcoming, past, cancelled };
}
