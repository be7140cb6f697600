import { z } from 'zod';
import { text } from './common';

/** Limits of the marketing calls (spec section 7, issue 14). */
export const MARKETING_LIMITS = { subject: 200, content: 50_000, name: 100, recipients: 100_000 } as const;

export const marketingTemplateInput = z.object({
  name: text(MARKETING_LIMITS.name),
  subject: text(MARKETING_LIMITS.subject),
  content: text(MARKETING_LIMITS.content),
});
export type MarketingTemplateInput = z.infer<typeof marketingTemplateInput>;

/** PUT body: the spec's client sends the id too; it must match the path when present. */
export const marketingTemplateUpdate = marketingTemplateInput.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const marketingTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
});
export type MarketingTemplate = z.infer<typeof marketingTemplate>;
export const marketingTemplateList = z.array(marketingTemplate);

export const marketingSendInput = z.object({
  subject: text(MARKETING_LIMITS.subject),
  content: text(MARKETING_LIMITS.content),
  recipients: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Choose at least one recipient.')
    .max(MARKETING_LIMITS.recipients, `At most ${MARKETING_LIMITS.recipients} recipients.`),
});
export type MarketingSendInput = z.infer<typeof marketingSendInput>;

export const marketingSendResult = z.object({
  id: z.number().int(),
  /** Recipients who will receive it (verified, active, not opted out). */
  recipientCount: z.number().int(),
  /** Chosen users left out: unverified, deactivated or opted out. */
  skipped: z.number().int(),
  message: z.string(),
});
export type MarketingSendResult = z.infer<typeof marketingSendResult>;

export const CAMPAIGN_STATUSES = ['sending', 'paused', 'sent', 'partly failed', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const marketingEmail = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipientCount: z.number().int(),
  sentAt: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  sentBy: z.string(),
  /** The first recipients' e-mails (at most 20; recipientCount says how many in all). */
  recipients: z.array(z.string()).optional(),
});
export type MarketingEmail = z.infer<typeof marketingEmail>;
export const marketingEmailList = z.array(marketingEmail);

export const marketingPreferences = z.object({ productEmails: z.boolean() });
export type MarketingPreferences = z.infer<typeof marketingPreferences>;

/** Why a chosen user will not receive a marketing email (the send skips them; the compose screen says so first). */
export type MarketingExclusion = 'unverified' | 'inactive' | 'opted out';

/** The one eligibility rule (verified, active, not opted out), the same as the send's SQL. */
export function marketingExclusion(u: {
  emailVerified: boolean;
  isActive: boolean;
  marketingOptOut: boolean;
}): MarketingExclusion | null {
  if (!u.emailVerified) return 'unverified';
  if (!u.isActive) return 'inactive';
  if (u.marketingOptOut) return 'opted out';
  return null;
}
