import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Shown to a signed-in user whose email exists and is explicitly unverified (spec section 5). */
export function VerificationBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Verification Email Sent', description: `Check ${email} for the link.`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Failed to resend email. Please try again.',
          description: isApiError(error, 429) ? getErrorMessage(error, '') || undefined : undefined,
          variant: 'destructive',
        }),
    });

  return (
    <div role="region" aria-label="Email verification" className="border-b border-butter bg-[#fff7d6]">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
        <p className="flex-1 text-sm text-ink">
          Please verify your email address <strong className="wrap-anywhere">{email}</strong> to unlock everything
          Chowdr can do.
        </p>
        <Button variant="outline" size="sm" onClick={onResend} loading={resend.isPending}>
          Resend verification email
        </Button>
      </div>
    </div>
  );
}
