import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { CircleCheck, KeyRound, Loader2, TriangleAlert, UserRound } from 'lucide-react';
import { resetToken } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogout } from '../api/logout';
import { useResetPassword } from '../api/reset-password';
import { isAuthenticated, useCurrentUser } from '../api/user';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { PASSWORD_HINT, useCommonPasswordError } from '../lib/common-password';
import { lazyResolver, preloadFormResolvers } from '../lib/lazy-resolver';
import { checkNewPassword } from '../lib/password-rules';
import { AuthCard } from './auth-card';

export const RESET_REDIRECT_MS = 3000;

type ResetValues = { password: string; confirmPassword: string };
const resolver = lazyResolver<ResetValues>((r) => r.resetResolver);

export default function ResetPasswordScreen() {
  useDocumentTitle('Reset password');
  const user = useCurrentUser();
  // A link we sent works for whoever opens it: a signed-in cook is offered to sign out first.
  if (isAuthenticated(user)) return <SignedInFirst username={user.username} />;
  return <ResetPasswordFlow />;
}

function SignedInFirst({ username }: { username: string }) {
  const logout = useLogout();
  // Signed out, the router shows this same link's reset screen (the path does not change).
  const continueSignedOut = () => logout.mutate();
  return (
    <AuthCard
      icon={UserRound}
      title="Reset a password"
      description={
        <p>
          You&apos;re signed in as <strong className="wrap-anywhere text-ink">{username}</strong>. To choose a new
          password with this link, sign out first.
        </p>
      }
    >
      <div className="grid gap-3">
        {logout.isError ? <Alert variant="error">Failed to logout. Please try again.</Alert> : null}
        <Button size="lg" className="w-full" onClick={continueSignedOut} loading={logout.isPending}>
          Sign out and continue
        </Button>
        <Link href="/" className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
          Stay signed in
        </Link>
      </div>
    </AuthCard>
  );
}

function ResetPasswordFlow() {
  const params = useParams<{ token?: string }>();
  const token = params.token ?? '';
  const wellFormed = resetToken.safeParse(token).success;
  const check = useVerifyResetToken(token, wellFormed);
  const [done, setDone] = useState<string | null>(null);

  if (done !== null) return <ResetSucceeded message={done} />;
  if (!wellFormed) return <InvalidLink message="Invalid reset link" />;
  if (check.isPending) {
    return (
      <div role="status">
        <AuthCard
          icon={Loader2}
          busy
          title="Verifying Reset Link"
          description="One moment while we check your link..."
        />
      </div>
    );
  }
  if (check.isError) {
    return <InvalidLink message={getErrorMessage(check.error, 'Failed to verify reset token')} />;
  }
  if (!check.data.valid) {
    return <InvalidLink message={check.data.message || 'Invalid or expired reset token'} />;
  }
  return <NewPasswordForm token={token} email={check.data.email} onDone={setDone} />;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard icon={TriangleAlert} tone="danger" title="Invalid Reset Link" description={<p>{message}</p>}>
      <div className="grid gap-3">
        <Link href="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Request New Reset Link
        </Link>
        <Link href="/login" className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
          Back to login
        </Link>
      </div>
    </AuthCard>
  );
}

function NewPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email?: string;
  onDone: (message: string) => void;
}) {
  const form = useForm<ResetValues>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirm] = form.watch(['password', 'confirmPassword']);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  // The rules show as the cook types (spec section 5); the resolver checks them again on submit.
  const check = checkNewPassword(password, confirm);
  const commonError = useCommonPasswordError(password);
  const passwordError = check.passwordError ?? commonError;
  const { confirmError } = check;
  const canSubmit = check.canSubmit && !commonError;

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!canSubmit) return;
    setError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: (data) => onDone(data.message),
        onError: (err) => {
          setError(
            isNetworkError(err) ? 'Network error. Please try again.' : getErrorMessage(err, 'Failed to reset password'),
          );
          // Back to the field to fix, not the page.
          form.setFocus('password');
        },
      },
    );
  });

  return (
    <AuthCard
      icon={KeyRound}
      title="Set New Password"
      description={
        email ? (
          <p>
            Choose a new password for <strong className="wrap-anywhere text-ink">{email}</strong>.
          </p>
        ) : (
          <p>Choose a new password for your account.</p>
        )
      }
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void preloadFormResolvers().catch(() => undefined)}
        className="grid gap-5"
        noValidate
      >
        <FormField label="New password" error={passwordError} description={PASSWORD_HINT}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={confirmError}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetSucceeded({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="status">
      <AuthCard
        icon={CircleCheck}
        tone="success"
        title="Password Reset Successful!"
        description={
          <div className="grid gap-1">
            {message ? <p>{message}</p> : null}
            <p>Taking you to the login page...</p>
          </div>
        }
      >
        <Link href="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Go to Login
        </Link>
      </AuthCard>
    </div>
  );
}
