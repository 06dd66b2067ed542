import { adminPeopleTests } from '#tests/support/e2e-admin-people.ts';

// Desktop; the phone's run is admin-people.phone.spec.ts, on another cleaner and review.
adminPeopleTests({ tag: 'admin-people-desktop', city: 'Winnipeg', review: 0 });
