/**
 * One branded layout for every email Chowdr sends (account and marketing mails), HTML and plain
 * text. Shared so the admin's marketing preview renders through exactly the function the mail
 * does (src/server/mail/templates.ts re-exports it); no Node APIs here.
 */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface LayoutInput {
  subject: string;
  heading: string;
  /** Plain-text paragraphs; newlines inside become line breaks in HTML. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the message. */
  footerNote: string;
  /** A link under the footer note (e.g. unsubscribe). */
  footerLink?: { label: string; url: string };
}

const BRAND = {
  ink: '#2b211b',
  muted: '#6b5b4f',
  primary: '#b43c12',
  cream: '#fffaf3',
  card: '#ffffff',
  line: '#eadfd2',
};

export function renderLayout(input: LayoutInput): EmailContent {
  const para = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${BRAND.ink}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const button = input.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="display:inline-block;background:${BRAND.primary};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px;font-size:16px">${escapeHtml(input.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${BRAND.muted}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(input.button.url)}" style="color:${BRAND.primary};word-break:break-all">${escapeHtml(input.button.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.cream};font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.cream}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${BRAND.card};border:1px solid ${BRAND.line};border-radius:16px;overflow:hidden">
<tr><td style="background:${BRAND.primary};padding:20px 28px;color:#ffffff;font-family:Georgia,serif;font-size:24px;font-weight:700">Chowdr</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:${BRAND.ink}">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map(para).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${BRAND.line};font-size:12px;line-height:1.5;color:${BRAND.muted}">${escapeHtml(input.footerNote)}${
    input.footerLink
      ? `<br><a href="${escapeHtml(input.footerLink.url)}" style="color:${BRAND.muted}">${escapeHtml(input.footerLink.label)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.button ? [`${input.button.label}: ${input.button.url}`, ''] : []),
    '--',
    input.footerNote,
    ...(input.footerLink ? [`${input.footerLink.label}: ${input.footerLink.url}`] : []),
  ].join('\n');
  return { subject: input.subject, html, text };
}

export const MARKETING_FOOTER = 'You are receiving this email because you have an account on Chowdr.';

/**
 * A marketing mail: the admin's subject and text, escaped, newlines as line breaks, in the
 * branded layout. The admin preview renders through this same function (without a link).
 */
export function marketingEmail(subject: string, content: string, unsubscribeUrl?: string): EmailContent {
  return renderLayout({
    subject,
    heading: subject,
    paragraphs: content.split(/\n{2,}/).filter((p) => p.trim() !== ''),
    footerNote: MARKETING_FOOTER,
    footerLink: unsubscribeUrl ? { label: 'Unsubscribe from product news and tips', url: unsubscribeUrl } : undefined,
  });
}
