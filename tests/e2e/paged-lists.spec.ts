import { pagedListTests } from '#tests/support/e2e-paged-lists.ts';

// Decision 054 at both widths: the desktop in Winnipeg, 200 to 211 days ahead; the phone in
// Ottawa, 220 to 231 days ahead.
pagedListTests({
  desktop: { city: 'Winnipeg', firstDay: 200 },
  phone: { city: 'Ottawa', firstDay: 220 },
});
