import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '#src/api/client.ts';
import type {
  SavedHours,
  WorkingHours,
  WorkingHoursConflict,
} from '#src/features/working-hours/types.ts';
import { WorkingHoursEditor } from '#src/features/working-hours/working-hours-editor.tsx';
import { workingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';

// The cleaner's working-hours form (issue 25) with its calls stood in for: the suggested hours
// of a new cleaner, confirmed hours, a draft that leaves accepted jobs outside, and a refusal.

const suggested: WorkingHours = {
  aWeek: [1, 2, 3, 4, 5].map((iWeekday) => ({ iWeekday, vFrom: '09:00', vUntil: '17:00' })),
  aDaysOff: [],
  iDailyJobCap: 2,
  bConfirmed: false,
  vTimeZone: 'America/Edmonton',
  vCityName: 'Calgary',
};

const confirmed: WorkingHours = {
  ...suggested,
  aWeek: [
    ...suggested.aWeek,
    { iWeekday: 6, vFrom: '08:00', vUntil: '12:00' },
    { iWeekday: 6, vFrom: '13:00', vUntil: '18:00' },
  ],
  aDaysOff: [
    { dFrom: '2026-12-05', dUntil: '2026-12-05' },
    { dFrom: '2026-12-24', dUntil: '2026-12-26' },
  ],
  iDailyJobCap: 3,
  bConfirmed: true,
};

const saturdayJob: WorkingHoursConflict = {
  iBookingId: 41,
  vBookingNumber: 'MS-000041',
  dDate: '2026-12-12',
  vFrom: '10:00',
  vUntil: '13:00',
  vServiceName: 'Deep Cleaning',
  eReason: 'OutsideHours',
  vMessage:
    'Deep Cleaning on December 12, 2026 at 10:00AM falls outside your hours; it stays yours.',
};

const saved = (hours: WorkingHours): SavedHours => ({
  message: 'Your working hours are saved.',
  oHours: { ...hours, bConfirmed: true },
  aConflicts: [],
});

const meta = {
  title: 'Account/WorkingHours',
  component: WorkingHoursEditor,
  args: {
    hours: suggested,
    labels: workingHoursLabels,
    today: '2026-11-26',
    checkDelayMs: 50,
    check: fn(() => Promise.resolve([])),
    save: fn(() => Promise.resolve(saved(suggested))),
    onSaved: fn(),
  },
} satisfies Meta<typeof WorkingHoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new cleaner's suggested hours, on a phone: a notice asks them to confirm. */
export const UnconfirmedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Confirmed hours with two ranges on Saturday and days off, at desktop width. */
export const ConfirmedOnDesktop: Story = {
  args: { hours: confirmed },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Saturday switched off while a Saturday job is accepted: the job is named and stays theirs. */
export const WithConflicts: Story = {
  args: { hours: confirmed, check: fn(() => Promise.resolve([saturdayJob])) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Works on Saturday' }));
    await expect(await canvas.findByText(saturdayJob.vMessage)).toBeInTheDocument();
  },
};

/** The server refuses the draft: its sentence shows above the button. */
export const WithError: Story = {
  args: {
    hours: confirmed,
    check: fn(() => Promise.reject(new ApiError(400, 'Two ranges on Saturday overlap.'))),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Saturday from (2)' }),
      '11:00',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Two ranges on Saturday overlap.',
    );
  },
};
