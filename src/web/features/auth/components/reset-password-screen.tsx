import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CircleCheck, KeyRound, Loader2, TriangleAlert } from 'lucide-react';
import { resetToken } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { checkNewPassword } from '../lib/password-rules';
import { AuthCard } from './auth-card';

export const RESET_REDIRECT_MS = 3000;

export default function ResetPasswordScreen() {
  const params = useParams<{ token?: string }>();
  const token = params.token ?? '';
  const wellFormed = resetToken.safeParse(token).success;
  const check = useVerifyResetToken(token, wellFormed);
  const [done, setDone] = useState<string | null>(null);

  useDocumentTitle('Reset password');

  if (done !== null) return <ResetSucceeded message={done} />;
  if (!wellFormed) return <InvalidLink message="Invalid reset link" />;
  if (check.isPending) {
    return (
      <div role="status">
        <AuthCard icon={Loader2} busy title="Verifying Reset Link" description="One moment while we check your link..." />
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

function NewPasswordForm({ token, email, onDone }: { token: string; email?: string; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const { passwordError, confirmError, canSubmit } = checkNewPassword(password, confirm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: (data) => onDone(data.message),
        onError: (err) =>
          setError(isNetworkError(err) ? 'Network error. Please try again.' : getErrorMessage(err, 'Failed to reset password')),
      },
    );
  };

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
      <form onSubmit={onSubmit} className="grid gap-5" noValidate>
        <FormField label="New password" error={passwordError} description={passwordError ? undefined : 'At least 6 characters.'}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField label="Confirm new password" error={confirmError}>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
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
