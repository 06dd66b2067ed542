import { adminPeopleTests } from '#tests/support/e2e-admin-people.ts';

// Phone (390 × 844, touch); the desktop's run is admin-people.spec.ts.
adminPeopleTests({ tag: 'admin-people-phone', city: 'Ottawa', review: 1 });
