import * as en from '#shared/catalogue/en-CA/mail-accounts.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-accounts.ts';
import * as enOperators from '#shared/catalogue/en-CA/mail-operators.ts';
import * as frOperators from '#shared/catalogue/fr-CA/mail-operators.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { catalogue } from '../../i18n/index.ts';
import { composeMail, pageUrl } from './compose.ts';
import type { ComposedMail } from './mailer.ts';

const texts = catalogue(en, fr);
const operatorTexts = catalogue(enOperators, frOperators);

/** The pages an e-mail sends a person back to, in their language. */
const loginUrl = (publicUrl: string, locale: Locale) => pageUrl(publicUrl, '/login', locale);
const forgotUrl = (publicUrl: string, locale: Locale) =>
  pageUrl(publicUrl, '/forgot-password', locale);

/**
 * The e-mails about accounts and the console, each in its recipient's language (decision 105);
 * the texts are in shared/catalogue/<locale>/mail-accounts.ts and mail-operators.ts, and links
 * given here are already in that language.
 */
export const mailMessages = {
  activation(to: string, locale: Locale, firstName: string, link: string): ComposedMail {
    return composeMail(to, locale, texts(locale).activation, { firstName, link });
  },

  passwordReset(to: string, locale: Locale, link: string): ComposedMail {
    return composeMail(to, locale, texts(locale).passwordReset, { link });
  },

  /** Someone registered with the address of an account that exists: nothing was changed. */
  alreadyRegistered(to: string, locale: Locale, publicUrl: string): ComposedMail {
    return composeMail(to, locale, texts(locale).alreadyRegistered, {
      loginUrl: loginUrl(publicUrl, locale),
      forgotPasswordUrl: forgotUrl(publicUrl, locale),
    });
  },

  /** Someone registered with the address a booking was made with: the owner opens the account. */
  registrationOverBookings(to: string, locale: Locale, link: string): ComposedMail {
    return composeMail(to, locale, texts(locale).registrationOverBookings, { link });
  },

  passwordChanged(to: string, locale: Locale, publicUrl: string): ComposedMail {
    return composeMail(to, locale, texts(locale).passwordChanged, {
      forgotPasswordUrl: forgotUrl(publicUrl, locale),
    });
  },

  applicationReceived(to: string, locale: Locale, fullName: string): ComposedMail {
    return composeMail(to, locale, texts(locale).applicationReceived, { fullName });
  },

  /** A new applicant's login works once this link is opened: the address is then proved. */
  applicationToConfirm(to: string, locale: Locale, fullName: string, link: string): ComposedMail {
    return composeMail(to, locale, texts(locale).applicationToConfirm, { fullName, link });
  },

  /** Someone applied again with the address of an application: nothing was changed. */
  applicationAlreadyReceived(to: string, locale: Locale, publicUrl: string): ComposedMail {
    return composeMail(to, locale, texts(locale).applicationAlreadyReceived, {
      loginUrl: loginUrl(publicUrl, locale),
    });
  },

  /** Someone applied with the address of an account without its password: nothing was changed. */
  applicationNeedsAccountPassword(to: string, locale: Locale, publicUrl: string): ComposedMail {
    return composeMail(to, locale, texts(locale).applicationNeedsAccountPassword, {
      forgotPasswordUrl: forgotUrl(publicUrl, locale),
    });
  },

  applicationApproved(to: string, locale: Locale, fullName: string, publicUrl: string) {
    return composeMail(to, locale, texts(locale).applicationApproved, {
      fullName,
      loginUrl: loginUrl(publicUrl, locale),
    });
  },

  /** An operator's rejection (decision 047), with the reason they gave (in their words). */
  applicationRejected(to: string, locale: Locale, fullName: string, reason: string): ComposedMail {
    return composeMail(to, locale, texts(locale).applicationRejected, { fullName, reason });
  },

  /** A same-day booking started with the address of a customer's or cleaner's login. */
  bookingWithYourAddress(to: string, locale: Locale, publicUrl: string): ComposedMail {
    return composeMail(to, locale, texts(locale).bookingWithYourAddress, {
      loginUrl: loginUrl(publicUrl, locale),
      forgotPasswordUrl: forgotUrl(publicUrl, locale),
    });
  },

  /** A console account cannot book (decision 047), so it is not asked to log in to. */
  bookingWithOperatorAddress(to: string, locale: Locale): ComposedMail {
    return composeMail(to, locale, texts(locale).bookingWithOperatorAddress);
  },

  operatorInvitation(
    to: string,
    locale: Locale,
    fullName: string,
    invitedBy: string,
    link: string,
  ): ComposedMail {
    return composeMail(to, locale, operatorTexts(locale).operatorInvitation, {
      fullName,
      invitedBy,
      link,
    });
  },

  /**
   * Every other active operator hears of a new one (decision 085): an operator added with a
   * stolen session is noticed by the people who can disable them. `when` is written in head
   * office's time, in the reader's language.
   */
  operatorAdded(
    to: { email: string; fullName: string },
    locale: Locale,
    added: { email: string; fullName: string; byName: string; when: string },
    operatorsUrl: string,
  ): ComposedMail {
    return composeMail(to.email, locale, operatorTexts(locale).operatorAdded, {
      name: to.fullName,
      addedName: added.fullName,
      addedEmail: added.email,
      byName: added.byName,
      when: added.when,
      operatorsUrl,
    });
  },

  contactMessage(
    to: string,
    locale: Locale,
    from: { name: string; email: string; mobile: string },
    message: string,
  ): ComposedMail {
    return composeMail(to, locale, operatorTexts(locale).contactMessage, {
      name: from.name,
      email: from.email,
      mobile: from.mobile,
      message,
    });
  },
};
