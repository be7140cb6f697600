import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { LoginBody } from '../../../../shared/api/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage, isNetworkError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { lazyResolver, preloadFormResolvers } from '../lib/lazy-resolver';

const resolver = lazyResolver<LoginBody>((r) => r.loginResolver);

export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: 'Logged in successfully!',
          description: `Welcome back, ${user.firstName || user.username}.`,
          variant: 'success',
        });
        navigate(user.emailVerified ? '/' : '/verify-email');
      },
      onError: (error) => {
        const description = isNetworkError(error)
          ? error.message
          : getErrorMessage(error, 'Please check your username and password.');
        toast({ title: 'Failed to login', description, variant: 'destructive' });
        // The one inline reason (it outlives the toast's 5 s) sits under the field to fix, and focus goes
        // there (never to the page), so a phone keeps its keyboard up.
        form.setError('password', { message: description }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void preloadFormResolvers().catch(() => undefined)}
      noValidate
      className="grid gap-5"
      aria-label="Login"
    >
      <FormField label="Username or email" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            href="/forgot-password"
            className="-my-2.5 inline-flex min-h-11 items-center rounded px-1 text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
