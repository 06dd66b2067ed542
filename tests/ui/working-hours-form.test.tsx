import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/client.ts';
import type {
  SavedHours,
  WorkingHours,
  WorkingHoursConflict,
  WorkingHoursRequest,
} from '#src/features/working-hours/types.ts';
import { WorkingHoursEditor } from '#src/features/working-hours/working-hours-editor.tsx';
import { workingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';
import { renderComponent } from '../support/render-component.tsx';
import { findToast } from '../support/toasts.ts';

/*
 * The working-hours form's own logic (issue 25), its calls stood in for: what it sends, and how
 * it shows what the server answers. The page against the real server is in working-hours.test.tsx.
 */

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((iWeekday) => ({
  iWeekday,
  vFrom: '09:00',
  vUntil: '17:00',
}));

const suggested: WorkingHours = {
  aWeek: WEEKDAYS_9_TO_5,
  aDaysOff: [],
  iDailyJobCap: 2,
  bConfirmed: false,
  vTimeZone: 'America/Edmonton',
  vCityName: 'Calgary',
};

const withSaturday: WorkingHours = {
  ...suggested,
  aWeek: [...WEEKDAYS_9_TO_5, { iWeekday: 6, vFrom: '09:00', vUntil: '17:00' }],
  bConfirmed: true,
};

const saturdayJob: WorkingHoursConflict = {
  iBookingId: 7,
  vBookingNumber: 'MS-000007',
  dDate: '2026-12-05',
  vFrom: '10:00',
  vUntil: '13:00',
  vServiceName: 'Deep Cleaning',
  eReason: 'OutsideHours',
  vMessage:
    'Deep Cleaning on December 5, 2026 at 10:00AM falls outside your hours; it stays yours.',
};

type Calls = {
  check: (request: WorkingHoursRequest) => Promise<WorkingHoursConflict[]>;
  save: (request: WorkingHoursRequest) => Promise<SavedHours>;
};

function renderForm(hours: WorkingHours, calls: Partial<Calls> = {}) {
  const check = vi.fn<Calls['check']>(calls.check ?? (() => Promise.resolve([])));
  const save = vi.fn<Calls['save']>(
    calls.save ??
      ((request) =>
        Promise.resolve({
          message: 'Your working hours are saved.',
          oHours: { ...hours, ...request, bConfirmed: true },
          aConflicts: [],
        })),
  );
  const onSaved = vi.fn();
  renderComponent(
    <WorkingHoursEditor
      hours={hours}
      labels={workingHoursLabels}
      today="2026-11-26"
      check={check}
      save={save}
      onSaved={onSaved}
      checkDelayMs={10}
    />,
    { timings: { toastMs: 50 } },
  );
  return { check, save, onSaved };
}

function day(name: string) {
  return screen.getByRole('region', { name });
}

describe('working hours form', () => {
  it('asks a new cleaner to confirm the suggested hours', async () => {
    renderForm(suggested);
    // Found once the form's texts have arrived (the first render may wait for them).
    expect(await screen.findByText('These are suggested hours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my hours' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Works on Monday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Works on Saturday' })).not.toBeChecked();
    expect(within(day('Saturday')).getByText('Not working')).toBeInTheDocument();
  });

  it('offers "Save hours" once the hours are confirmed, without the notice', () => {
    renderForm(withSaturday);
    expect(screen.queryByText('These are suggested hours')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeInTheDocument();
  });

  it('adds and removes ranges of a day', async () => {
    renderForm(suggested);
    await userEvent.click(screen.getByRole('switch', { name: 'Works on Saturday' }));
    expect(screen.getByRole('combobox', { name: 'Saturday from' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Saturday until' })).toHaveValue('17:00');

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    expect(screen.getByRole('combobox', { name: 'Saturday from (2)' })).toHaveValue('18:00');
    expect(screen.getByRole('combobox', { name: 'Saturday until (2)' })).toHaveValue('20:00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday 9:00AM to 5:00PM' }));
    expect(screen.getByRole('combobox', { name: 'Saturday from' })).toHaveValue('18:00');
    expect(screen.queryByRole('combobox', { name: 'Saturday from (2)' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday 6:00PM to 8:00PM' }));
    expect(screen.getByRole('switch', { name: 'Works on Saturday' })).not.toBeChecked();
  });

  it('fills the week from a preset', async () => {
    renderForm(suggested);
    await userEvent.click(screen.getByRole('button', { name: 'Weekends' }));
    expect(screen.getByRole('switch', { name: 'Works on Monday' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Works on Saturday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Works on Sunday' })).toBeChecked();
  });

  it('lists the accepted jobs new hours leave outside, and says they stay the cleaner’s', async () => {
    const { check } = renderForm(withSaturday, { check: () => Promise.resolve([saturdayJob]) });
    await userEvent.click(screen.getByRole('switch', { name: 'Works on Saturday' }));
    expect(await screen.findByText(saturdayJob.vMessage)).toBeInTheDocument();
    expect(
      screen.getByText('Accepted jobs stay yours: changing your hours never drops a job.'),
    ).toBeInTheDocument();
    expect(check).toHaveBeenLastCalledWith({
      aWeek: WEEKDAYS_9_TO_5,
      aDaysOff: [],
      iDailyJobCap: 2,
    });
  });

  it('does not check the hours as they were loaded', async () => {
    const { check } = renderForm(withSaturday);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check).not.toHaveBeenCalled();
  });

  it("shows the server's sentence when the draft is refused", async () => {
    renderForm(withSaturday, {
      check: () => Promise.reject(new ApiError(400, 'Two ranges on Saturday overlap.')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Saturday from (2)' }),
      '11:00',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Two ranges on Saturday overlap.');
  });

  it('saves the week, a day off and the cap, and shows the toast', async () => {
    const { save, onSaved } = renderForm(suggested);
    await userEvent.click(screen.getByRole('switch', { name: 'Works on Saturday' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Saturday until' }),
      '13:30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'December 5, 2026' }));
    await userEvent.click(screen.getByRole('button', { name: /^Add days off/ }));
    expect(
      within(screen.getByRole('list', { name: 'Days off' })).getByText('December 5, 2026'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my hours' }));

    await findToast('Your working hours are saved.', 'success');
    expect(save).toHaveBeenCalledWith({
      aWeek: [...WEEKDAYS_9_TO_5, { iWeekday: 6, vFrom: '09:00', vUntil: '13:30' }],
      aDaysOff: [{ dFrom: '2026-12-05', dUntil: '2026-12-05' }],
      iDailyJobCap: 3,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('removes a day off from the list', async () => {
    const { save } = renderForm({
      ...withSaturday,
      aDaysOff: [{ dFrom: '2026-12-24', dUntil: '2026-12-26' }],
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove December 24, 2026 to December 26, 2026' }),
    );
    expect(screen.getByText('No days off planned.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0].aDaysOff).toEqual([]);
  });

  it("shows a refused save's sentence, and the form stays as it was", async () => {
    const { onSaved } = renderForm(withSaturday, {
      save: () => Promise.reject(new ApiError(400, 'A day off cannot end before it starts.')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A day off cannot end before it starts.',
    );
    expect(screen.getByRole('switch', { name: 'Works on Saturday' })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
