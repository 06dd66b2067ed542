import { describe, expect, it } from 'vitest';
import type { SameDayDraft } from '#machines/same-day-booking.machine.ts';
import { readDraft, writeDraft } from '#src/features/same-day-booking/draft-storage.ts';

/** A session storage of this test's own. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const planDraft: SameDayDraft = {
  stage: 'payment',
  contact: { vFullName: 'Ada Lovelace', vEmail: 'ada@example.ca', vMobile: '7805550101' },
  bookingId: 'bkg_plan',
  details: {
    vResidence: 'House',
    iServiceId: 2,
    iCityId: 1,
    vBedrooms: '2',
    vBathrooms: '1',
    vExtras: [],
    vUnit: '',
    vAddress: '10150 Jasper Ave NW',
    vPostalCode: 'T5J 1W4',
    vDate: '2027-01-13',
    vFrom: '9:00AM',
    vUntill: '1:00PM',
    iEveryWeeks: 2,
  },
  quote: {
    scheduled_time: '9:00AM - 12:30PM',
    tax: 8.33,
    total_price: 175,
    estimated_time: 3.5,
    price_per_hour: 50,
    final_price: 165.83,
    plan: {
      iEveryWeeks: 2,
      discount_percent: 10,
      subtotal: 175,
      discount: 17.5,
      tax: 7.88,
      total: 165.38,
      vFrom: '9:00AM',
      vUntill: '12:30PM',
      vFirstDate: 'January 13, 2027',
      vNextDate: 'January 27, 2027',
    },
  },
  isSubmitted: true,
  isAvailabilityChecked: true,
  isBookNowClicked: true,
};

describe("a regular cleaning's wizard draft (issue 45)", () => {
  it('comes back with its frequency and per-visit figures, so the payment never hides the plan', () => {
    const storage = memoryStorage();
    writeDraft('bookNow', planDraft, storage);
    const restored = readDraft('bookNow', storage);
    expect(restored?.details?.iEveryWeeks).toBe(2);
    expect(restored?.quote?.plan).toEqual(planDraft.quote?.plan);
  });

  it('comes back as one time when no plan was chosen, and ignores a frequency that is none', () => {
    const storage = memoryStorage();
    const oneTime = { ...planDraft.details!, iEveryWeeks: undefined };
    writeDraft(
      'home',
      { ...planDraft, details: oneTime, quote: { ...planDraft.quote!, plan: undefined } },
      storage,
    );
    expect(readDraft('home', storage)?.details?.iEveryWeeks).toBeUndefined();
    expect(readDraft('home', storage)?.quote?.plan).toBeUndefined();
    storage.setItem('every_weeks', '3');
    storage.setItem('plan', '{not json');
    expect(readDraft('home', storage)?.details?.iEveryWeeks).toBeUndefined();
    expect(readDraft('home', storage)?.quote?.plan).toBeUndefined();
  });
});
