/**
 * What the customer is told when a cleaner accepts every visit of their regular cleaning (issue
 * 45, decision 148): one notice and one e-mail naming the cleaner and the visits' dates, not one
 * per visit. `{dates}` are the visits' days joined by "; ".
 */

export const planAcceptedNotice = {
  title: '{name} will clean your regular cleaning',
  message:
    '{name} accepted your regular cleaning ({frequency}) and will clean {count, plural, one {your visit on {dates}} other {your visits on {dates}}}.',
};

export const planAcceptedMail = {
  subject: '{name} will clean your regular cleaning',
  body: `Hello {customer},

Good news: {name} accepted your regular cleaning ({frequency}) and will clean {count, plural, one {your visit on {dates}} other {your visits on {dates}}}.

Each later visit is given to {name} when their hours allow it; if they cannot come one day, we tell you and open that visit to our other cleaners.

Nothing is charged yet: each visit is charged only once it is done.

{seeYourBooking}

The MapleShine team`,
};
