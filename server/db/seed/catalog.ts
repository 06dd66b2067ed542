import { slugFromName } from '../../domain/slug.ts';
import { gatineauCity } from './quebec.ts';

export const citySeed = [
  { name: 'Brampton', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Calgary', provinceCode: 'AB', timeZone: 'America/Edmonton' },
  { name: 'Edmonton', provinceCode: 'AB', timeZone: 'America/Edmonton' },
  { name: 'Lower Mainland', provinceCode: 'BC', timeZone: 'America/Vancouver' },
  { name: 'Mississauga', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Ottawa', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Toronto', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Winnipeg', provinceCode: 'MB', timeZone: 'America/Winnipeg' },
  gatineauCity,
];

const services = [
  {
    name: 'Move-Out/Move-In Clean',
    description:
      'Hand back the keys or settle in to a home that is clean from top to bottom: a full kitchen clean (inside the fridge, oven and cupboards if requested), deep bathroom sanitization, baseboards, switches, doors, vents and walls wiped, interior windows if requested, every surface dusted, floors vacuumed and mopped, and scuffs, marks and buildup spot-cleaned.',
    hourlyRateCents: 5500,
    baseMinutes: 120,
    minutesPerBedroom: 45,
    minutesPerBathroom: 40,
  },
  {
    name: 'Deep Cleaning',
    description:
      'A reset for a home that needs more than a tidy: degreasing the kitchen, descaling showers and taps, scrubbing grout, washing baseboards and door frames, dusting vents and light fixtures, and vacuuming under and behind furniture.',
    hourlyRateCents: 5000,
    baseMinutes: 90,
    minutesPerBedroom: 40,
    minutesPerBathroom: 35,
  },
  {
    name: 'Post-Event Cleanup',
    description:
      'The party was a success; the morning after does not have to be work. We collect and bag garbage and recycling, wash dishes, wipe counters and tables, clean spills and sticky floors, and reset the bathrooms so your home is back to normal.',
    hourlyRateCents: 4800,
    baseMinutes: 120,
    minutesPerBedroom: 20,
    minutesPerBathroom: 30,
  },
  {
    name: 'Routine Clean',
    description:
      'A one-time visit that keeps a well-kept home that way: kitchen counters, sink and appliance fronts, bathrooms cleaned and sanitized, beds made, surfaces dusted, and floors vacuumed and mopped.',
    hourlyRateCents: 4200,
    baseMinutes: 60,
    minutesPerBedroom: 25,
    minutesPerBathroom: 25,
  },
  {
    name: 'Commercial Cleaning',
    description:
      'Offices, studios and small retail spaces cleaned before you open: workstations and high-touch points disinfected, kitchenettes and washrooms cleaned and restocked, garbage emptied, and floors vacuumed and mopped.',
    hourlyRateCents: 5200,
    baseMinutes: 120,
    minutesPerBedroom: 30,
    minutesPerBathroom: 30,
  },
];

export const serviceSeed = services.map((service, index) => {
  const slug = slugFromName(service.name);
  return { ...service, slug, imagePath: `/images/services/${slug}.svg`, sortOrder: index + 1 };
});

export const residenceTypeSeed = [
  { name: 'House', hoursFactorPercent: 100 },
  { name: 'Apartment or Condo', hoursFactorPercent: 90 },
  { name: 'Townhouse', hoursFactorPercent: 95 },
  { name: 'Basement Suite', hoursFactorPercent: 85 },
  { name: 'Office or Commercial Unit', hoursFactorPercent: 110 },
].map((type, index) => ({ ...type, sortOrder: index + 1 }));

export const extraSeed = [
  { name: 'Inside Fridge', file: 'inside-fridge', extraMinutes: 30 },
  { name: 'Inside Oven', file: 'inside-oven', extraMinutes: 45 },
  { name: 'Inside Cupboards', file: 'inside-cupboards', extraMinutes: 45 },
  { name: 'Interior Windows', file: 'interior-windows', extraMinutes: 60 },
  { name: 'Garbage Removal', file: 'garbage-removal', extraMinutes: 30 },
  { name: 'Balcony', file: 'balcony', extraMinutes: 30 },
  { name: 'Garage', file: 'garage', extraMinutes: 60 },
  { name: 'Laundry', file: 'laundry', extraMinutes: 45 },
].map(({ file, ...extra }, index) => ({
  ...extra,
  imagePath: `/images/extras/${file}.svg`,
  sortOrder: index + 1,
}));

const SINCE = '2000-01-01';
const gst = (provinceCode: string) => ({
  provinceCode,
  name: 'GST',
  ratePpm: 50_000,
  commercialOnly: false,
  effectiveFrom: SINCE,
  effectiveTo: null,
});
const hst = (
  provinceCode: string,
  ratePpm: number,
  effectiveFrom = SINCE,
  effectiveTo: string | null = null,
) => ({
  provinceCode,
  name: 'HST',
  ratePpm,
  commercialOnly: false,
  effectiveFrom,
  effectiveTo,
});

/**
 * Sales tax on cleaning services by province (DESIGN.md "Taxes"): GST alone in AB, BC (cleaning
 * is exempt from BC PST), MB and the territories; SK adds its 6% PST on commercial cleaning
 * only; HST in ON, NS (14% since 2025-04-01), NB, NL and PE; QC adds QST to GST.
 */
export const taxRateSeed = [
  gst('AB'),
  gst('BC'),
  gst('MB'),
  gst('NT'),
  gst('NU'),
  gst('YT'),
  gst('SK'),
  { ...gst('SK'), name: 'PST', ratePpm: 60_000, commercialOnly: true },
  hst('ON', 130_000),
  hst('NS', 150_000, '2010-07-01', '2025-04-01'),
  hst('NS', 140_000, '2025-04-01'),
  hst('NB', 150_000),
  hst('NL', 150_000),
  hst('PE', 150_000),
  gst('QC'),
  { ...gst('QC'), name: 'QST', ratePpm: 99_750 },
];

/** A cleaner's hourly pay by service: the harder the work, the more it pays (decision 031). */
const servicePayCents: Record<string, number> = {
  'Move-Out/Move-In Clean': 2800,
  'Deep Cleaning': 2700,
  'Post-Event Cleanup': 2600,
  'Routine Clean': 2400,
  'Commercial Cleaning': 2600,
};

/** Where living costs more, the rate is higher; never past the hiring pages' "up to $30". */
const cityPayExtraCents: Record<string, number> = {
  'Lower Mainland': 200,
  Toronto: 200,
  Mississauga: 100,
  Brampton: 100,
  Calgary: 100,
};

export const MAX_PAY_CENTS_PER_HOUR = 3000;

/** The starting pay rate of every city and service, by name. */
export const payRateSeed = citySeed.flatMap((city) =>
  serviceSeed.map((service) => ({
    cityName: city.name,
    serviceName: service.name,
    centsPerHour: Math.min(
      MAX_PAY_CENTS_PER_HOUR,
      (servicePayCents[service.name] ?? 2400) + (cityPayExtraCents[city.name] ?? 0),
    ),
  })),
);
