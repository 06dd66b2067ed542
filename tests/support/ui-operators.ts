export type UiOperator = { email: string; fullName: string; secret: string };

/**
 * Console desks of the UI test servers besides the demo operator's (ui-operators-seed.ts seeds
 * them, with the demo password): each file that types codes of the app signs in at its own, so
 * the files of a worker never wait for each other's codes. An app gives three codes a server
 * takes at once and then one every 30 seconds (decision 078); shared by every file, the demo
 * operator's ran out, and a test waited past its time for the next.
 */
export const uiOperators = {
  system: {
    email: 'ui.desk.system@example.ca',
    fullName: 'Sasha Lindqvist',
    secret: 'UIDESKSYSTEMTOTPKEY2345672345672',
  },
  disable: {
    email: 'ui.desk.disable@example.ca',
    fullName: 'Imani Laforge',
    secret: 'UIDESKDISABLETOTPKEY234567234567',
  },
  bookings: {
    email: 'ui.desk.bookings@example.ca',
    fullName: 'Rhys Kowalski',
    secret: 'UIDESKBOOKINGSTOTPKEY23456723456',
  },
  passwordReset: {
    email: 'ui.desk.reset@example.ca',
    fullName: 'Odile Bergeron',
    secret: 'UIDESKRESETTOTPKEY23456723456723',
  },
  secondFactor: {
    email: 'ui.desk.factor@example.ca',
    fullName: 'Tomasz Nowak',
    secret: 'UIDESKFACTORTOTPKEY2345672345672',
  },
} satisfies Record<string, UiOperator>;

/** The key of a desk's app, by its e-mail. */
export function uiOperatorSecret(email: string): string | undefined {
  return Object.values(uiOperators).find((desk) => desk.email === email)?.secret;
}
