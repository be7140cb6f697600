import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { CircleCheck, Loader2, MailCheck, MailX } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/api/auth';
import { toast } from '../../../components/ui/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authKeys } from '../api/keys';
import { useResendVerification } from '../api/resend-verification';
import { useCurrentUser } from '../api/user';
import { useVerificationStatus } from '../api/verification-status';
import { useSignOut } from '../hooks/use-sign-out';
import { AuthCard } from './auth-card';

export const VERIFIED_REDIRECT_MS = 1500;

/**
 * Signed in and unverified: every path shows this (poll, resend, back to login).
 * Signed in and verified (e.g. opened the mail link again): success, then home.
 * Signed out: the landing spot of the mail link (?status=success|invalid).
 */
export default function VerifyEmailScreen() {
  useDocumentTitle('Verify your email');
  const user = useCurrentUser();
  const search = useSearch();
  const status = new URLSearchParams(search).get('status');

  if (!user) return <SignedOutResult status={status} />;
  if (user.emailVerified) return <VerifiedRedirect />;
  return <AwaitingVerification user={user} linkInvalid={status === 'invalid'} />;
}

function SignedOutResult({ status }: { status: string | null }) {
  if (status === 'success') {
    return (
      <AuthCard
        icon={CircleCheck}
        tone="success"
        title="Email verified!"
        description={<p>Thanks for confirming your address. Log in to start cooking with Chowdr.</p>}
      >
        <Link href="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Log in
        </Link>
      </AuthCard>
    );
  }
  if (status === 'invalid') {
    return (
      <AuthCard
        icon={MailX}
        tone="danger"
        title="Verification link invalid or expired"
        description={
          <p>
            This link has already been used or is too old. Log in and we&apos;ll help you send yourself a fresh one.
          </p>
        }
      >
        <Link href="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Back to login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={MailCheck}
      title="Verify your email"
      description={<p>Open the link in the email we sent you, then log in to finish setting up your account.</p>}
    >
      <Link href="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Back to login
      </Link>
    </AuthCard>
  );
}

function VerifiedRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <VerifiedMessage />;
}

function VerifiedMessage() {
  return (
    <div role="status">
      <AuthCard
        icon={CircleCheck}
        tone="success"
        title="Email verified!"
        // Said once: the heading, then where we go next (read together: 'Email verified! Redirecting to Chowdr...').
        description={<p className="font-semibold text-success-ink">Redirecting to Chowdr...</p>}
      />
    </div>
  );
}

function AwaitingVerification({ user, linkInvalid }: { user: CurrentUser; linkInvalid: boolean }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const status = useVerificationStatus(Boolean(user.email));
  const verified = status.data?.verified === true;
  const resend = useResendVerification();
  const [resendResult, setResendResult] = useState<{ ok: boolean; detail?: string } | null>(null);
  const { signOut, isPending: signingOut } = useSignOut();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      // Refresh the current user: set what we know now (no flash of this screen), then re-read it.
      queryClient.setQueryData<CurrentUser | null>(authKeys.user, (old) =>
        old ? { ...old, emailVerified: true } : old,
      );
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
      navigate('/');
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, queryClient, navigate]);

  if (verified) return <VerifiedMessage />;

  const onResend = () => {
    setResendResult(null);
    resend.mutate(undefined, {
      // The spec has both: the green line 'Verification email sent successfully!' and the success
      // toast 'Verification Email Sent'.
      onSuccess: () => {
        setResendResult({ ok: true });
        toast({
          title: 'Verification Email Sent',
          description: `We sent a new link to ${user.email}.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        setResendResult({ ok: false, detail: isApiError(error, 429) ? getErrorMessage(error, '') : undefined });
      },
    });
  };

  return (
    <AuthCard
      icon={MailCheck}
      title="Verify your email"
      description={
        <div className="grid gap-2">
          <p>We sent a verification link to</p>
          <p className="mx-auto w-fit max-w-full rounded-2xl bg-sand px-4 py-1 font-semibold wrap-anywhere text-ink">
            {user.email}
          </p>
          <p>Open it to finish setting up your account.</p>
        </div>
      }
    >
      <div className="grid gap-5">
        {linkInvalid ? (
          <Alert variant="error" title="That verification link is invalid or has expired.">
            Send yourself a new one below.
          </Alert>
        ) : null}
        <div role="status" className="flex items-center justify-center gap-3 rounded-xl bg-sand px-4 py-3 text-ink">
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
          <span className="font-medium">Waiting for email verification...</span>
        </div>
        {resendResult ? (
          resendResult.ok ? (
            <Alert variant="success">Verification email sent successfully!</Alert>
          ) : (
            <Alert variant="error" title="Failed to resend email. Please try again.">
              {resendResult.detail || undefined}
            </Alert>
          )
        ) : null}
        <Button size="lg" className="w-full" onClick={onResend} loading={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </Button>
        <p className="text-center text-sm text-muted">
          Already clicked the link? Give it a moment, or{' '}
          <button
            type="button"
            onClick={() => void status.refetch()}
            // No side padding: the full stop follows the words ('try again.', not 'try again .').
            className="-my-2.5 inline-flex min-h-11 items-center rounded font-semibold text-primary-ink underline underline-offset-4 hover:text-primary"
          >
            try again
          </button>
          .
        </p>
        <Button variant="ghost" className="w-full" onClick={signOut} loading={signingOut}>
          Back to login
        </Button>
      </div>
    </AuthCard>
  );
}
