import { useId } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { jobActionsFor, type JobAction } from '#machines/job-action.machine.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { JobTexts } from '../../../components/job-card.tsx';

export type JobActionLabels = Record<'ACCEPT' | 'REJECT' | 'START' | 'COMPLETE', string>;

const labelKeys: Record<JobAction, keyof JobActionLabels> = {
  accept: 'ACCEPT',
  reject: 'REJECT',
  start: 'START',
  complete: 'COMPLETE',
};

type Props = {
  status: JobStatus;
  /** The action whose call runs, if any: its button shows Loading..., the others wait. */
  running: JobAction | null;
  /** False when the job is no longer the contractor's to act on (gone from their list). */
  available: boolean;
  message: string | null;
  error: string | null;
  labels: JobActionLabels;
  /** The group's name and the busy button's word (shared/catalogue/<locale>/jobs.ts). */
  texts: Pick<JobTexts['jobActionTexts'], 'ACTIONS_GROUP' | 'LOADING'>;
  /**
   * Why an action must still wait, for the one that does ("You can start this job from 9:00AM
   * on November 28, 2026.", "You can complete this job from 12:30PM."): its button is disabled.
   */
  waiting: { action: JobAction; note: string } | null;
  onAction: (action: JobAction) => void;
};

/** The buttons the job lifecycle allows from the job's status, and the last call's outcome. */
export function JobActions({
  status,
  running,
  available,
  message,
  error,
  labels,
  texts,
  waiting,
  onAction,
}: Props) {
  const noteId = useId();
  const actions = available ? jobActionsFor(status) : [];
  const waits = (action: JobAction) => waiting?.action === action;
  return (
    <Stack gap="sm">
      {message ? (
        <Alert color="green" variant="light" role="status">
          {message}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {actions.length > 0 ? (
        <Group gap="sm" role="group" aria-label={texts.ACTIONS_GROUP}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'filled'}
              color={action === 'reject' ? 'red.9' : undefined}
              disabled={running !== null || waits(action)}
              aria-describedby={waits(action) ? noteId : undefined}
              leftSection={running === action ? <Loader size={14} color="gray" /> : undefined}
              onClick={() => onAction(action)}
            >
              {running === action ? texts.LOADING : labels[labelKeys[action]]}
            </Button>
          ))}
        </Group>
      ) : null}
      {waiting !== null && actions.includes(waiting.action) ? (
        <Text id={noteId}>{waiting.note}</Text>
      ) : null}
    </Stack>
  );
}
