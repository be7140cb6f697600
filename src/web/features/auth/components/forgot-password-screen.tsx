import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    setResult(null);
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: (data) => setResult({ ok: true, message: data.message }),
        onError: (error) => {
          setResult({
            ok: false,
            message: isNetworkError(error)
              ? 'Network error. Please try again.'
              : getErrorMessage(error, 'Failed to send reset email'),
          });
          emailRef.current?.focus();
        },
      },
    );
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address on your account and we'll send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <FormField label="Email">
          <Input
            ref={emailRef}
            type="email"
            name="email"
            required
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        {result ? (
          <Alert variant={result.ok ? 'success' : 'error'} title={result.ok ? 'Check your inbox' : undefined}>
            {result.message}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={!email.trim()} loading={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Link
        href="/login"
        className="mx-auto mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-primary-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to login
      </Link>
    </AuthCard>
  );
}
