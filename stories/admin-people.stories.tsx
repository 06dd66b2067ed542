import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CleanerProfile } from '#src/features/console/cleaners/components/cleaner-profile.tsx';
import { SupplyDemandTables } from '#src/features/console/cleaners/components/supply-demand.tsx';
import { ReasonDialog } from '#src/features/console/components/reason-dialog.tsx';
import { FaqEditor } from '#src/features/console/content/components/faq-editor.tsx';
import { adminReviewsLabels } from '#shared/catalogue/en-CA/admin-people.ts';

// The operator console's Cleaners, Reviews and Content parts (decision 049), with figures as the server
// sends them.

const cleaner = {
  id: 7,
  fullName: 'Ana Souza',
  email: 'ana.souza@example.ca',
  mobile: '7805550177',
  cityId: 1,
  cityName: 'Edmonton',
  experience: '3-5 years',
  standing: 'Paused' as const,
  pauseReason: null,
  closed: false,
  backgroundChecks: [
    {
      id: 1,
      provider: 'Sterling',
      checkedOn: '2026-05-01',
      result: 'clear' as const,
      expiresOn: '2027-05-01',
      current: true,
      recordedBy: 'Avery Operator',
      createdAt: '2026-05-02T15:00:00.000Z',
    },
  ],
  pausedAt: '2026-11-20T17:00:00Z',
  approvedAt: '2026-09-02T16:00:00Z',
  createdAt: '2026-08-30T16:00:00Z',
  hours: {
    aWeek: [
      { iWeekday: 1, vFrom: '09:00', vUntil: '17:00' },
      { iWeekday: 3, vFrom: '09:00', vUntil: '12:00' },
      { iWeekday: 3, vFrom: '17:00', vUntil: '21:00' },
      { iWeekday: 6, vFrom: '08:00', vUntil: '16:00' },
    ],
    aDaysOff: [{ dFrom: '2026-12-24', dUntil: '2026-12-26' }],
    iDailyJobCap: 2,
    bConfirmed: true,
    vTimeZone: 'America/Edmonton',
    vCityName: 'Edmonton',
  },
  jobs: [
    {
      id: 41,
      bookingNo: 'MS-2611-0041',
      status: 'assigned',
      localDate: '2026-11-27',
      serviceName: 'Deep Cleaning',
      pay: 81,
    },
    {
      id: 35,
      bookingNo: 'MS-2611-0035',
      status: 'completed',
      localDate: '2026-11-18',
      serviceName: 'Standard Cleaning',
      pay: 54,
    },
  ],
  pay: {
    totalEarned: 1302.5,
    completedJobs: 19,
    weeks: [
      { weekStart: '2026-11-23', earned: 0, jobs: 0 },
      { weekStart: '2026-11-16', earned: 54, jobs: 1 },
      { weekStart: '2026-11-09', earned: 162, jobs: 2 },
      { weekStart: '2026-11-02', earned: 81, jobs: 1 },
    ],
  },
  reviews: [
    {
      id: 3,
      authorName: 'Priya Natarajan',
      body: 'Spotless kitchen, thank you!',
      rating: 5,
      hidden: false,
      createdAt: '2026-11-19T02:00:00Z',
    },
    {
      id: 2,
      authorName: 'Mark Li',
      body: 'She was late.',
      rating: 2,
      hidden: true,
      createdAt: '2026-11-10T02:00:00Z',
    },
  ],
};

const week = (cleaners: number, bookings: number[]) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (weekday, i) => ({
      weekday,
      cleaners,
      bookings: bookings[i] ?? 0,
    }),
  );

const meta = {
  title: 'Admin/People',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CleanerPage: Story = {
  render: () => <CleanerProfile cleaner={cleaner} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,302.50')).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('9:00AM–12:00PM, 5:00PM–9:00PM')).toBeVisible();
  },
};

export const CleanerPagePhone: Story = {
  ...CleanerPage,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const figures = {
  days: 28,
  cities: [
    { cityId: 1, cityName: 'Edmonton', weekdays: week(3, [2, 1, 0, 4, 5, 2, 1]) },
    { cityId: 2, cityName: 'Calgary', weekdays: week(1, [0, 0, 1, 0, 2, 0, 0]) },
  ],
};

export const SupplyAndDemand: Story = {
  render: () => <SupplyDemandTables figures={figures} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Edmonton's Thursday and Friday, Calgary's Friday: more bookings than cleaners.
    await expect(canvas.getAllByText('Short')).toHaveLength(3);
  },
};

export const SupplyAndDemandPhone: Story = {
  ...SupplyAndDemand,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const HideReviewDialog: Story = {
  render: () => (
    <ReasonDialog
      opened
      title={adminReviewsLabels.HIDE_TITLE}
      text={adminReviewsLabels.HIDE_TEXT}
      confirmLabel={adminReviewsLabels.HIDE}
      confirmColor="ember"
      onConfirm={() => Promise.reject(new Error('This review is already hidden.'))}
      onClose={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // No reason: the field says so, and nothing is sent.
    await userEvent.click(await body.findByRole('button', { name: 'Hide' }));
    const reason = await body.findByRole('textbox', { name: /^Reason/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Please write a reason.'),
    );
    // With one, the server's refusal shows in the dialog, which stays open.
    await userEvent.type(reason, 'Names a street.');
    await userEvent.click(body.getByRole('button', { name: 'Hide' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'This review is already hidden.',
    );
  },
};

export const HideReviewDialogPhone: Story = {
  ...HideReviewDialog,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const FaqEditorNew: Story = {
  render: () => (
    <FaqEditor
      entry="new"
      services={[{ id: 1, name: 'Deep Cleaning' }]}
      onSave={() => Promise.resolve('The FAQ entry is saved.')}
      onClose={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('textbox', { name: 'Question' })).toBeVisible();
  },
};

export const FaqEditorNewPhone: Story = {
  ...FaqEditorNew,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
