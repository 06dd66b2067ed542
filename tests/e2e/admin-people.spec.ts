import { adminPeopleTests } from '#tests/support/e2e-admin-people.ts';

// Both widths, each on a cleaner and a review of its own.
adminPeopleTests({
  desktop: { tag: 'admin-people-desktop', city: 'Winnipeg', review: 0 },
  phone: { tag: 'admin-people-phone', city: 'Ottawa', review: 1 },
});
