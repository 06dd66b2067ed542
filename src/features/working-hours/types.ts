import type { components } from '#shared/api-schema.d.ts';

type Schemas = components['schemas'];

export type WorkingHours = Schemas['WorkingHours'];
export type WorkingHoursRequest = Schemas['WorkingHoursRequest'];
export type WeeklyRange = Schemas['WeeklyRange'];
export type DayOffRange = Schemas['DayOffRange'];
export type WorkingHoursConflict = Schemas['WorkingHoursConflict'];

/** What a save answers: the server's sentence for the toast, the hours kept and any conflicts. */
export type SavedHours = {
  message: string;
  oHours: WorkingHours;
  aConflicts: WorkingHoursConflict[];
};
