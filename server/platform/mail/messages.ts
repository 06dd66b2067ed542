import type { MailMessage } from './mailer.ts';

/** The texts of every e-mail the accounts part sends; links are built from PUBLIC_URL. */
export const mailMessages = {
  activation(to: string, firstName: string, link: string): MailMessage {
    return {
      to,
      subject: 'Activate your MapleShine account',
      text: `Hi ${firstName},

Welcome to MapleShine. Please activate your account by opening this link:

${link}

The link works once and expires in 7 days. If you did not create this account, you can ignore this e-mail.

MapleShine`,
    };
  },

  passwordReset(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your MapleShine password',
      text: `Hello,

We received a request to reset the password of your MapleShine account. Choose a new password here:

${link}

The link works once and expires in 60 minutes. If you did not ask for this, you can ignore this e-mail; your password stays the same.

MapleShine`,
    };
  },

  /** Someone registered with the address of an account that exists: nothing was changed. */
  alreadyRegistered(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'You already have a MapleShine account',
      text: `Hello,

Someone, probably you, just tried to create a MapleShine account with this e-mail address. You already have one, so nothing was changed.

Log in at ${publicUrl}/login, or if you have forgotten your password, choose a new one at ${publicUrl}/forgot-password.

If it was not you, you can ignore this e-mail.

MapleShine`,
    };
  },

  /** Someone registered with the address a booking was made with: the owner opens the account. */
  registrationOverBookings(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Open your MapleShine account',
      text: `Hello,

Someone, probably you, just tried to create a MapleShine account with this e-mail address. Your bookings are already kept under it: to open your account with them, choose your password here:

${link}

The link works once and expires in 7 days. If it was not you, you can ignore this e-mail; nothing was changed.

MapleShine`,
    };
  },

  passwordChanged(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'Your MapleShine password was changed',
      text: `Hello,

The password of your MapleShine account was just changed, and every other device was logged out.

If you did not do this, reset your password now at ${publicUrl}/forgot-password and contact us.

MapleShine`,
    };
  },

  applicationReceived(to: string, fullName: string): MailMessage {
    return {
      to,
      subject: 'We received your MapleShine application',
      text: `Hi ${fullName},

Thank you for applying to clean with MapleShine. Our team will review your application and background-check consent, and we will e-mail you as soon as you are approved. Until then you can log in and complete your profile, but you cannot take jobs yet.

MapleShine`,
    };
  },

  /** A new applicant's login works once this link is opened: the address is then proved. */
  applicationToConfirm(to: string, fullName: string, link: string): MailMessage {
    return {
      to,
      subject: 'Confirm your e-mail for your MapleShine application',
      text: `Hi ${fullName},

Thank you for applying to clean with MapleShine. Please confirm your e-mail address by opening this link:

${link}

The link works once and expires in 7 days. Once it is confirmed you can log in and complete your profile while our team reviews your application and background-check consent; we will e-mail you as soon as you are approved. You cannot take jobs until then.

If you did not apply, you can ignore this e-mail.

MapleShine`,
    };
  },

  /** Someone applied again with the address of an application: nothing was changed. */
  applicationAlreadyReceived(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'Your MapleShine application',
      text: `Hello,

Someone, probably you, just applied to clean with MapleShine using this e-mail address. An application with it has already been received, so nothing was changed. You can log in at ${publicUrl}/login to see its status and complete your profile.

If it was not you, you can ignore this e-mail.

MapleShine`,
    };
  },

  /** Someone applied with the address of an account without its password: nothing was changed. */
  applicationNeedsAccountPassword(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'Your MapleShine application',
      text: `Hello,

Someone, probably you, just applied to clean with MapleShine using this e-mail address. It already has a MapleShine account, and the application did not give that account's password, so nothing was changed.

To apply with this address, fill in the application again with your account's password. If you have forgotten it, choose a new one at ${publicUrl}/forgot-password first.

If it was not you, you can ignore this e-mail.

MapleShine`,
    };
  },

  applicationApproved(to: string, fullName: string, loginLink: string): MailMessage {
    return {
      to,
      subject: 'You are approved to clean with MapleShine',
      text: `Hi ${fullName},

Good news: your application is approved. Log in at ${loginLink} to see open jobs in your city and accept your first one.

MapleShine`,
    };
  },

  /** An operator's rejection (decision 047), with the reason they gave. */
  applicationRejected(to: string, fullName: string, reason: string): MailMessage {
    return {
      to,
      subject: 'Your application to clean with MapleShine',
      text: `Hi ${fullName},

Thank you for applying to clean with MapleShine. We are sorry to tell you that we cannot approve your application:

${reason}

If something has changed, you are welcome to reply to this e-mail.

MapleShine`,
    };
  },

  operatorInvitation(to: string, fullName: string, invitedBy: string, link: string): MailMessage {
    return {
      to,
      subject: 'Your MapleShine operator account',
      text: `Hi ${fullName},

${invitedBy} has made you an operator of the MapleShine console. Choose your password here:

${link}

The link works once and expires in 7 days. Then log in at the same address as everyone else; you will land in the console.

MapleShine`,
    };
  },

  /**
   * Every other active operator hears of a new one (decision 085): an operator added with a
   * stolen session is noticed by the people who can disable them. `when` is written in head
   * office's time.
   */
  operatorAdded(
    to: { email: string; fullName: string },
    added: { email: string; fullName: string; byName: string; when: string },
    operatorsUrl: string,
  ): MailMessage {
    return {
      to: to.email,
      subject: `${added.fullName} is now a MapleShine operator`,
      text: `Hi ${to.fullName},

${added.byName} added ${added.fullName} (${added.email}) as an operator of the MapleShine console on ${added.when}.

An operator can do everything you can in the console. If you did not expect this, disable them on the Operators page and tell the others:

${operatorsUrl}

MapleShine`,
    };
  },

  contactMessage(
    to: string,
    from: { name: string; email: string; mobile: string },
    message: string,
  ): MailMessage {
    return {
      to,
      subject: `Contact form: ${from.name}`,
      text: `${from.name} <${from.email}>, phone ${from.mobile}, wrote:

${message}`,
    };
  },
};
