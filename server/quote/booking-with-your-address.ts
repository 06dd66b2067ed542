import type { MailMessage } from '../platform/mail/mailer.ts';

/**
 * The e-mails to the owner of an account whose address a same-day booking was started with by
 * someone not signed in as them (decision 087): the booking went ahead as a guest booking, their
 * account was left as it was, and they learn how to book from it. The caller is never told.
 */
export const bookingWithYourAddressMails = {
  /** A customer's or a cleaner's login: either can book once signed in. */
  account(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'A MapleShine booking was started with your e-mail address',
      text: `Hello,

Someone, probably you, just started a cleaning booking on MapleShine with this e-mail address without logging in. You already have an account, so the booking goes ahead as a guest booking: nothing was added to your account, and none of its details were shown.

If it was you, you can finish the booking as it is; its e-mails come to this address. To have your bookings and saved addresses in your account, log in at ${publicUrl}/login before you book. If you have forgotten your password, choose a new one at ${publicUrl}/forgot-password.

If it was not you, you can ignore this e-mail; your account was not changed.

MapleShine`,
    };
  },

  /** A console account cannot book (decision 047), so it is not asked to log in to. */
  operator(to: string): MailMessage {
    return {
      to,
      subject: 'A MapleShine booking was started with your e-mail address',
      text: `Hello,

Someone just started a cleaning booking on MapleShine with this e-mail address, which belongs to a MapleShine console account. The booking goes ahead as a guest booking: nothing was added to your console account, and none of its details were shown.

A console account cannot book a cleaning. If it was you, you can finish the booking as it is, or book with a customer account.

If it was not you, you can ignore this e-mail; your account was not changed.

MapleShine`,
    };
  },
};
