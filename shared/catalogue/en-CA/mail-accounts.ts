/**
 * The e-mails about a person's account (server/platform/mail/messages.ts, decision 105): each a
 * subject and a plain-text body. Links come in as values, already in the reader's language.
 */

export const activation = {
  subject: 'Activate your MapleShine account',
  body: `Hi {firstName},

Welcome to MapleShine. Please activate your account by opening this link:

{link}

The link works once and expires in 7 days. If you did not create this account, you can ignore this e-mail.

MapleShine`,
};

export const passwordReset = {
  subject: 'Reset your MapleShine password',
  body: `Hello,

We received a request to reset the password of your MapleShine account. Choose a new password here:

{link}

The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.

MapleShine`,
};

export const alreadyRegistered = {
  subject: 'You already have a MapleShine account',
  body: `Hello,

Someone, probably you, just tried to create a MapleShine account with this e-mail address. You already have one, so nothing was changed.

Log in at {loginUrl}, or if you have forgotten your password, choose a new one at {forgotPasswordUrl}.

If it was not you, you can ignore this e-mail.

MapleShine`,
};

export const registrationOverBookings = {
  subject: 'Open your MapleShine account',
  body: `Hello,

Someone, probably you, just tried to create a MapleShine account with this e-mail address. Your bookings are already kept under it: to open your account with them, choose your password here:

{link}

The link works once and expires in 7 days. If it was not you, you can ignore this e-mail; nothing was changed.

MapleShine`,
};

export const passwordChanged = {
  subject: 'Your MapleShine password was changed',
  body: `Hello,

The password of your MapleShine account was just changed, and every other device was logged out.

If you did not do this, reset your password now at {forgotPasswordUrl} and contact us.

MapleShine`,
};

export const applicationReceived = {
  subject: 'We received your MapleShine application',
  body: `Hi {fullName},

Thank you for applying to clean with MapleShine. Our team will review your application and background-check consent, and we will e-mail you as soon as you are approved. Until then you can log in and complete your profile, but you cannot take jobs yet.

MapleShine`,
};

export const applicationToConfirm = {
  subject: 'Confirm your e-mail for your MapleShine application',
  body: `Hi {fullName},

Thank you for applying to clean with MapleShine. Please confirm your e-mail address by opening this link:

{link}

The link works once and expires in 7 days. Once it is confirmed you can log in and complete your profile while our team reviews your application and background-check consent; we will e-mail you as soon as you are approved. You cannot take jobs until then.

If you did not apply, you can ignore this e-mail.

MapleShine`,
};

export const applicationAlreadyReceived = {
  subject: 'Your MapleShine application',
  body: `Hello,

Someone, probably you, just applied to clean with MapleShine using this e-mail address. An application with it has already been received, so nothing was changed. You can log in at {loginUrl} to see its status and complete your profile.

If it was not you, you can ignore this e-mail.

MapleShine`,
};

export const applicationNeedsAccountPassword = {
  subject: 'Your MapleShine application',
  body: `Hello,

Someone, probably you, just applied to clean with MapleShine using this e-mail address. It already has a MapleShine account, and the application did not give that account's password, so nothing was changed.

To apply with this address, fill in the application again with your account's password. If you have forgotten it, choose a new one at {forgotPasswordUrl} first.

If it was not you, you can ignore this e-mail.

MapleShine`,
};

export const applicationApproved = {
  subject: 'You are approved to clean with MapleShine',
  body: `Hi {fullName},

Good news: your application is approved. Log in at {loginUrl} to see open jobs in your city and accept your first one.

MapleShine`,
};

export const applicationRejected = {
  subject: 'Your application to clean with MapleShine',
  body: `Hi {fullName},

Thank you for applying to clean with MapleShine. We are sorry to tell you that we cannot approve your application:

{reason}

If something has changed, you are welcome to reply to this e-mail.

MapleShine`,
};

/** A same-day booking started with the address of a customer's or a cleaner's login (decision 087). */
export const bookingWithYourAddress = {
  subject: 'A MapleShine booking was started with your e-mail address',
  body: `Hello,

Someone, probably you, just started a cleaning booking on MapleShine with this e-mail address without logging in. You already have an account, so the booking goes ahead as a guest booking: nothing was added to your account, and none of its details were shown.

If it was you, you can finish the booking as it is; its e-mails come to this address. To have your bookings and saved addresses in your account, log in at {loginUrl} before you book. If you have forgotten your password, choose a new one at {forgotPasswordUrl}.

If it was not you, you can ignore this e-mail; your account was not changed.

MapleShine`,
};

/** The same, for the address of a console account, which cannot book (decision 047). */
export const bookingWithOperatorAddress = {
  subject: 'A MapleShine booking was started with your e-mail address',
  body: `Hello,

Someone just started a cleaning booking on MapleShine with this e-mail address, which belongs to a MapleShine console account. The booking goes ahead as a guest booking: nothing was added to your console account, and none of its details were shown.

A console account cannot book a cleaning. If it was you, you can finish the booking as it is, or book with a customer account.

If it was not you, you can ignore this e-mail; your account was not changed.

MapleShine`,
};
