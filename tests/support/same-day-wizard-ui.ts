import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SameDayDetails, SameDayDraft } from '#machines/same-day-booking.machine.ts';
import { SAME_DAY_DRAFT_KEYS } from '#src/features/same-day-booking/draft-keys.ts';
import type { UiTimings } from '#src/components/ui-timings.ts';
import { writeDraft, type DraftVariant } from '#src/features/same-day-booking/draft-storage.ts';

/** Loaders of 10 ms instead of the spec's 2 seconds. */
export const FAST: Partial<UiTimings> = { sameDayLoaderMs: 10 };

export function contactFields(form: HTMLElement) {
  return {
    form,
    name: within(form).getByRole('textbox', { name: /Full Name/ }),
    email: within(form).getByRole('textbox', { name: /Email/ }),
    phone: within(form).getByRole('textbox', { name: /Phone/ }),
    submit: within(form).getByRole('button', { name: 'Continue' }),
  };
}

/** Opens a Mantine select by its label and picks the option. */
export async function choose(form: HTMLElement, label: RegExp | string, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The options a Mantine select offers, in order. */
export async function optionsOf(form: HTMLElement, label: RegExp | string): Promise<string[]> {
  await userEvent.click(within(form).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}

/** "2026-11-24" → the date picker's day button, moving to later months as needed. */
export async function pickDate(form: HTMLElement, date: string) {
  await userEvent.click(within(form).getByRole('button', { name: /Date/ }));
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', {
    month: 'long',
    timeZone: 'UTC',
  });
  const dayLabel = `${day} ${monthName} ${year}`;
  for (let step = 0; step < 13 && !screen.queryByRole('button', { name: dayLabel }); step += 1) {
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  }
  await userEvent.click(screen.getByRole('button', { name: dayLabel }));
}

export const sampleContact = {
  vFullName: 'Amelia de la Cruz',
  vEmail: 'amelia.delacruz@example.ca',
  vMobile: '7805550142',
};

/** A draft as the wizard writes it, so a test can start at a later stage. */
export function saveDraft(variant: DraftVariant, draft: Partial<SameDayDraft>) {
  writeDraft(variant, {
    stage: 'contact',
    contact: null,
    details: null,
    bookingId: null,
    quote: null,
    isSubmitted: false,
    isAvailabilityChecked: false,
    isBookNowClicked: false,
    ...draft,
  });
}

/** Every key the flow's draft may use, with its value, for asserting what storage holds. */
export function storedDraftKeys(variant: DraftVariant): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const key of Object.values(SAME_DAY_DRAFT_KEYS[variant])) {
    const value = sessionStorage.getItem(key);
    if (value !== null) stored[key] = value;
  }
  return stored;
}

export type { SameDayDetails };
