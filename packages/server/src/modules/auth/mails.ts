import type { MailMessage } from '../../providers/mail';

/** The mails of the account flows; links point at the console's pages (API.md). */

export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Runway Live password',
    text: `Someone asked to reset the password of your Runway Live account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  };
}

export function setPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Welcome to Runway Live: choose your password',
    text: `An account has been created for you on Runway Live.\n\nChoose your password here (the link works once, for one hour):\n${link}`,
  };
}

export function verifyEmailMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address for Runway Live',
    text: `Welcome to Runway Live.\n\nPlease verify your e-mail address (the link works once, for 48 hours):\n${link}`,
  };
}

export function applicationReceivedMail(to: string, brandName: string): MailMessage {
  return {
    to,
    subject: 'We have received your designer application',
    text: `Thank you for applying to sell ${brandName} on Runway Live.\n\nWe will review your application and write to you when it is approved.`,
  };
}
