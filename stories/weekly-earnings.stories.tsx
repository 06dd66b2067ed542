import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeeklyEarnings } from '#src/features/dashboard/components/weekly-earnings.tsx';
import { dashboardLabels } from '#shared/catalogue/en-CA/dashboard.ts';

/** A cleaner's pay by week on the dashboard (decision 031): this week first. */
const meta = {
  title: 'Account/WeeklyEarnings',
  component: WeeklyEarnings,
  args: {
    labels: dashboardLabels,
    weeks: [
      { vWeekStart: '2026-11-23', fEarnings: 132, iJobs: 2 },
      { vWeekStart: '2026-11-16', fEarnings: 81, iJobs: 1 },
      { vWeekStart: '2026-11-09', fEarnings: 0, iJobs: 0 },
      { vWeekStart: '2026-11-02', fEarnings: 226.5, iJobs: 3 },
    ],
  },
} satisfies Meta<typeof WeeklyEarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourWeeks: Story = {};
