import type { JobAction } from '#machines/job-action.machine.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';

/** What the dialog before an action that cannot be undone says (decision 034). */
export type Confirmation = {
  title: string;
  /** One paragraph each: a line (the cleaner's pay, for one) is added here and nowhere else. */
  lines: string[];
  confirmLabel: string;
};

export const CANCEL_LABEL = 'Cancel';

/** The dialog's words for an action, by the job's status; null for actions not asked about. */
export function confirmationOf(
  action: JobAction,
  status: JobStatus,
  /** "You earn $54.00" (jobPayText): the cleaner's side of the charge, never its amount. */
  payText: string,
): Confirmation | null {
  if (action === 'complete') {
    return {
      title: 'Complete this job?',
      lines: ["The customer's card will be charged for this cleaning.", `${payText}.`],
      confirmLabel: 'Complete',
    };
  }
  if (action !== 'reject') return null;
  // Rejecting an accepted job hands it back; rejecting an open one declines it.
  return status === 'assigned'
    ? {
        title: 'Hand back this job?',
        lines: ['It opens to other cleaners again. This cannot be undone.'],
        confirmLabel: 'Reject',
      }
    : {
        title: 'Reject this job?',
        lines: ['It will no longer be shown to you. This cannot be undone.'],
        confirmLabel: 'Reject',
      };
}

/** "You can complete this job from 12:30PM." under a Complete that must still wait. */
export function completableFromText(clock: string): string {
  return `You can complete this job from ${clock}.`;
}

/** "You can start this job from 9:00AM on November 28, 2026." under a Start that must wait. */
export function startableFromText(clockOnDate: string): string {
  return `You can start this job from ${clockOnDate}.`;
}

/**
 * "The customer's contact details show from 9:00AM on November 22, 2026." on an accepted job
 * whose details are not shared yet (decision 079).
 */
export function contactFromText(clockOnDate: string): string {
  return `The customer's contact details show from ${clockOnDate}.`;
}
