import { useMemo, useReducer } from 'react';
import { Alert, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { WorkingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';
import { workingHoursTexts } from '../../components/dashboard-texts/working-hours.ts';
import { useTexts } from '../../i18n/texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { ConflictList } from './components/conflict-list.tsx';
import { DailyCap } from './components/daily-cap.tsx';
import { DaysOffPicker } from './components/days-off-picker.tsx';
import { WeekGrid } from './components/week-grid.tsx';
import { draftOf, draftReducer, requestOf } from './hours-draft.ts';
import type {
  SavedHours,
  WorkingHours,
  WorkingHoursConflict,
  WorkingHoursRequest,
} from './types.ts';
import { useConflictCheck } from './use-conflict-check.ts';

export type WorkingHoursCalls = {
  check: (request: WorkingHoursRequest) => Promise<WorkingHoursConflict[]>;
  save: (request: WorkingHoursRequest) => Promise<SavedHours>;
};

type Props = WorkingHoursCalls & {
  hours: WorkingHours;
  labels: WorkingHoursLabels;
  /** Today in the cleaner's city (YYYY-MM-DD). */
  today: string;
  /** What the last save reported, shown until the next edit is saved. */
  savedConflicts?: WorkingHoursConflict[];
  onSaved: (saved: SavedHours) => void;
  /** How long after the last edit the draft is checked. */
  checkDelayMs?: number;
};

/**
 * The working-hours form: the week, days off and the daily cap, checked against the cleaner's
 * accepted jobs as they edit and saved with one button ("Confirm my hours" while they are the
 * suggested ones). The server decides what is valid; its sentences show here as they come.
 */
export function WorkingHoursEditor({
  hours,
  labels,
  today,
  check,
  save,
  savedConflicts = [],
  onSaved,
  checkDelayMs = 600,
}: Props) {
  // The screen's other texts, in the page's language (shared/catalogue/<locale>/working-hours.ts).
  const texts = useTexts(workingHoursTexts).workingHoursTexts;
  const [draft, dispatch] = useReducer(draftReducer, hours, draftOf);
  const request = useMemo(() => requestOf(draft), [draft]);
  const savedRequest = useMemo(() => JSON.stringify(requestOf(draftOf(hours))), [hours]);
  const edited = JSON.stringify(request) !== savedRequest;
  const checked = useConflictCheck(request, { check, enabled: edited, delayMs: checkDelayMs });
  const submit = useFormSubmit({
    submit: (values: WorkingHoursRequest) => save(values),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: texts.SAVE_FAILED,
    errorShownInForm: true,
    onDone: onSaved,
  });
  const error = submit.error ?? checked.error;
  // An edit after a refused save starts over: the refusal was about the draft before it.
  const edit: typeof dispatch = (action) => {
    dispatch(action);
    if (submit.error) submit.reset();
  };

  return (
    <Stack
      gap="lg"
      component="form"
      aria-label={labels.HEADING}
      onSubmit={(event) => {
        event.preventDefault();
        submit.submit(request);
      }}
    >
      {!hours.bConfirmed && (
        <Alert color="spruce" role="status" title={labels.SUGGESTED_HEADING}>
          {labels.SUGGESTED_TEXT}
        </Alert>
      )}
      {!edited && savedConflicts.length > 0 && (
        <ConflictList
          title={labels.SAVED_CONFLICTS_HEADING}
          note={labels.CONFLICTS_NOTE}
          conflicts={savedConflicts}
        />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <WeekGrid week={draft.week} labels={labels} texts={texts} dispatch={edit} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <DaysOffPicker
                daysOff={draft.daysOff}
                today={today}
                labels={labels}
                texts={texts}
                onAdd={(range) => edit({ type: 'daysOff.add', range })}
                onRemove={(index) => edit({ type: 'daysOff.remove', index })}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <DailyCap
                cap={draft.dailyCap}
                labels={labels}
                onChange={(cap) => edit({ type: 'cap.change', cap })}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <div aria-live="polite">
        {checked.checking && (
          <Text size="sm" c="dimmed">
            <Loader size="xs" mr="xs" aria-hidden />
            {labels.CHECKING}
          </Text>
        )}
      </div>
      {edited && checked.conflicts.length > 0 && (
        <ConflictList
          title={labels.CONFLICTS_HEADING}
          note={labels.CONFLICTS_NOTE}
          conflicts={checked.conflicts}
        />
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {/* A row, so the button keeps its own width beside the form's stretch from sm up. */}
      <Group>
        <SubmitButton loading={submit.isSubmitting} size="lg" w={{ base: '100%', sm: 'auto' }}>
          {hours.bConfirmed ? labels.SAVE : labels.CONFIRM}
        </SubmitButton>
      </Group>
    </Stack>
  );
}
