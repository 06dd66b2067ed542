/**
 * Promotional e-mail (issue 44, decision 142), sent only to people who consent to its topic:
 * the book-again reminder, and the footer every promotional e-mail ends with.
 */

export const bookAgain = {
  subject: 'Time for another cleaning, {firstName}?',
  body: 'Hi {firstName},\n\nIt has been a few weeks since your cleaning on {day}. Book the same cleaning again in a few clicks, with the same cleaner if they are free:\n{link}\n\nMapleShine',
};

/** After every promotional e-mail: why it came, and how to stop it in one click. */
export const footer = {
  bookAgain:
    'You get this e-mail because you asked MapleShine for reminders to book again. Unsubscribe in one click: {link}',
  offers:
    'You get this e-mail because you asked MapleShine for its offers and news. Unsubscribe in one click: {link}',
};
