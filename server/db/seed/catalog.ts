import { slugFromName } from '../../services/slug.ts';

export const citySeed = [
  { name: 'Brampton', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Calgary', provinceCode: 'AB', timeZone: 'America/Edmonton' },
  { name: 'Edmonton', provinceCode: 'AB', timeZone: 'America/Edmonton' },
  { name: 'Lower Mainland', provinceCode: 'BC', timeZone: 'America/Vancouver' },
  { name: 'Mississauga', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Ottawa', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Toronto', provinceCode: 'ON', timeZone: 'America/Toronto' },
  { name: 'Winnipeg', provinceCode: 'MB', timeZone: 'America/Winnipeg' },
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
