/** The ways people write one Canadian number, all stored as STORED_PHONE (decision 033). */
export const PHONE_VARIANTS = [
  '+1 (780) 555-0123',
  '+1 780 555 0123',
  '1-780-555-0123',
  '1 (780) 555-0123',
  '(780) 555-0123',
  '(780)555-0123',
  '780-555-0123',
  '780.555.0123',
  '780 555 0123',
  '17805550123',
  '+17805550123',
  '7805550123',
  ' 780-555-0123 ',
];
export const STORED_PHONE = '7805550123';

/** Numbers that are not a Canadian number, each refused with "Invalid Phone Number.". */
export const JUNK_PHONES = [
  '1780555012',
  '780555012',
  '78055501234',
  '27805550123',
  '+44 20 7946 0958',
  '780-555-0123 ext 4',
  '780--555--0123',
  '(780 555-0123',
  'seven eight zero',
  '+ 1 780 555 0123',
];

/** Names Canadians have, accepted everywhere and stored as written. */
export const CANADIAN_NAMES = [
  'Jean-Luc',
  "D'Souza",
  "O'Connor-Roy",
  'Zoë',
  'D’Souza',
  'Zoë O’Connor-Roy',
];

export const NAME_REFUSED = 'Please enter a name using letters, spaces, hyphens or apostrophes.';
