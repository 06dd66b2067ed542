/** The quote e-mailed from the booking screen (server/quote/quote-email.ts, decision 105). */

export const quoteMail = {
  subject: 'Your MapleShine quote {bookingNo}',
  body: `Hi {firstName},

Here is the quote for your cleaning:

{lines}

To book it, go back to the booking page and pay with your card. Your card is authorized when you book and charged only after the cleaning is completed.

MapleShine`,
  service: 'Service: {service}',
  date: 'Date: {day}',
  window: 'Cleaning window: {from} - {until}',
  address: 'Address: {address}',
  unitAddress: 'Unit {unit}, {address}',
  extras: 'Add-ons: {extras}',
  noExtras: 'None',
  hours: 'Estimated hours: {hours}',
  rate: 'Price per hour: {amount}',
  subtotal: 'Total price: {amount}',
  discount: 'Discount: -{amount}',
  /** A regular cleaning's quote (decision 148): `{percent}` is "10%". */
  planDiscount: 'Regular cleaning discount ({percent}): -{amount}',
  tax: '{tax}: {amount}',
  taxName: 'Tax',
  total: 'Final price: {amount}',
  bookingNumber: 'Booking number: {bookingNo}',
};
