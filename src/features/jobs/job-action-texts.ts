import type { JobAction } from '#machines/job-action.machine.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { JobTexts } from '../../components/job-card.tsx';

/*
 * What the cleaner reads around a job's actions, from the catalogue (shared/catalogue/<locale>/
 * jobs.ts): the dialog before an action that cannot be undone (decision 034) and the notes under
 * an action that must still wait. Times are on the job's city clock, in the page's language.
 */

type ActionTexts = JobTexts['jobActionTexts'];
type Complete = (message: string, values: Record<string, string>) => string;

/** What the dialog before an action that cannot be undone says (decision 034). */
export type Confirmation = {
  title: string;
  /** One paragraph each: a line (the cleaner's pay, for one) is added here and nowhere else. */
  lines: string[];
  confirmLabel: string;
};

/** The dialog's words for an action, by the job's status; null for actions not asked about. */
export function confirmationOf(
  action: JobAction,
  status: JobStatus,
  /** "You earn $54.00" (jobPayText): the cleaner's side of the charge, never its amount. */
  payText: string,
  texts: ActionTexts,
  t: Complete,
): Confirmation | null {
  if (action === 'complete') {
    return {
      title: texts.COMPLETE_TITLE,
      lines: [texts.COMPLETE_CHARGE, t(texts.COMPLETE_PAY, { pay: payText })],
      confirmLabel: texts.COMPLETE_CONFIRM,
    };
  }
  if (action !== 'reject') return null;
  // Rejecting an accepted job hands it back; rejecting an open one declines it.
  return status === 'assigned'
    ? {
        title: texts.HAND_BACK_TITLE,
        lines: [texts.HAND_BACK_TEXT],
        confirmLabel: texts.REJECT_CONFIRM,
      }
    : {
        title: texts.REJECT_TITLE,
        lines: [texts.REJECT_TEXT],
        confirmLabel: texts.REJECT_CONFIRM,
      };
}

/** "You can complete this job from 12:30PM." under a Complete that must still wait. */
export function completableFromText(clock: string, texts: ActionTexts, t: Complete): string {
  return t(texts.COMPLETABLE_FROM, { clock });
}

/** "You can start this job from 9:00AM on November 28, 2026." under a Start that must wait. */
export function startableFromText(moment: string, texts: ActionTexts, t: Complete): string {
  return t(texts.STARTABLE_FROM, { moment });
}

/**
 * "The customer's contact details show from 9:00AM on November 22, 2026." on an accepted job
 * whose details are not shared yet (decision 079).
 */
export function contactFromText(moment: string, texts: ActionTexts, t: Complete): string {
  return t(texts.CONTACT_FROM, { moment });
}
