import type { MailMessage } from '../../providers/mail';

/** The mails of a decided application (invented wording); links point at the console. */

export function applicationApprovedMail(to: string, brandName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your Runway Live application is approved',
    text: `Welcome to Runway Live: ${brandName} can now sell on the marketplace.\n\nChoose your password here (the link works once, for one hour):\n${link}`,
  };
}

/** An approved designer who already has a password signs in as before. */
export function applicationApprovedSignInMail(
  to: string,
  brandName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: 'Your Runway Live application is approved',
    text: `Welcome to Runway Live: ${brandName} can now sell on the marketplace.\n\nSign in here:\n${link}`,
  };
}

export function applicationRejectedMail(
  to: string,
  brandName: string,
  reason: string,
): MailMessage {
  return {
    to,
    subject: 'Your Runway Live application',
    text: `Thank you for applying to sell ${brandName} on Runway Live. We cannot approve your application.\n\nThe reason:\n${reason}`,
  };
}
