/** The account mails; the layout and the marketing renderer live in src/shared/mail/layout.ts. */
import { renderLayout, type EmailContent } from '../../shared/mail/layout';

export * from '../../shared/mail/layout';

const ACCOUNT_FOOTER = 'You received this email because an account on Chowdr uses this address.';

export function verificationEmail(firstName: string, url: string): EmailContent {
  return renderLayout({
    subject: 'Verify your email for Chowdr',
    heading: `Welcome to Chowdr, ${firstName}!`,
    paragraphs: [
      'Please confirm your email address so you can start cooking with recipes built from your pantry.',
      'This link works once and expires in 24 hours.',
    ],
    button: { label: 'Verify my email', url },
    footerNote: `${ACCOUNT_FOOTER} If you did not sign up, you can ignore this message.`,
  });
}

export function passwordResetEmail(firstName: string, url: string): EmailContent {
  return renderLayout({
    subject: 'Reset your Chowdr password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${firstName}, we received a request to reset the password of your Chowdr account.`,
      'This link works once and expires in 60 minutes. If you did not ask for it, you can ignore this email; your password stays the same.',
    ],
    button: { label: 'Choose a new password', url },
    footerNote: ACCOUNT_FOOTER,
  });
}

/** To the owner of an email someone tried to sign up with (sign-up itself answers as if new). */
export function accountExistsEmail(firstName: string, loginUrl: string, resetUrl: string): EmailContent {
  return renderLayout({
    subject: 'Someone tried to sign up to Chowdr with your email',
    heading: 'You already have a Chowdr account',
    paragraphs: [
      `Hi ${firstName}, someone just tried to create a new Chowdr account with this email address. Your account already uses it, so no second account was made.`,
      `If it was you, sign in at ${loginUrl}. Forgot your password? Choose a new one at ${resetUrl}.`,
      'If it was not you, you can ignore this email; nothing about your account has changed.',
    ],
    button: { label: 'Sign in to Chowdr', url: loginUrl },
    footerNote: ACCOUNT_FOOTER,
  });
}
