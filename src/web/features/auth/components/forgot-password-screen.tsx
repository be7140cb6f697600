import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { ForgotPasswordBody } from '../../../../shared/api/auth';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { lazyResolver, preloadFormResolvers } from '../lib/lazy-resolver';
import { AuthCard } from './auth-card';

const resolver = lazyResolver<ForgotPasswordBody>((r) => r.forgotResolver);

export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  const form = useForm<ForgotPasswordBody>({ resolver, defaultValues: { email: '' } });
  const email = form.watch('email');
  const forgot = useForgotPassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = form.handleSubmit(({ email }) => {
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
          form.setFocus('email');
        },
      },
    );
  });

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address on your account and we'll send you a link to choose a new password."
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void preloadFormResolvers().catch(() => undefined)}
        noValidate
        className="grid gap-5"
      >
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" required autoComplete="email" spellCheck={false} {...form.register('email')} />
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
