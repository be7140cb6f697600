import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { RegisterBody } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage, isApiError, isNetworkError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { PASSWORD_HINT, useCommonPasswordError } from '../lib/common-password';
import { lazyResolver, preloadFormResolvers } from '../lib/lazy-resolver';

const resolver = lazyResolver<RegisterBody>((r) => r.registerResolver);

// Server refusals that belong to one field: the message goes next to it and focus moves there.
const fieldOfCode: Record<string, Field> = {
  WEAK_PASSWORD: 'password',
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
};

const fields = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
type Field = (typeof fields)[number];

/** The server's reasons that belong to a field, by field (empty when the failure is the form's as a whole). */
function fieldErrors(error: unknown): Map<Field, string> {
  const bad = new Map<Field, string>();
  if (!isApiError(error)) return bad;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((f) => f === issue.path);
    if (field && !bad.has(field)) bad.set(field, issue.message);
  }
  const codeField = error.body?.code ? fieldOfCode[error.body.code] : undefined;
  if (codeField) bad.set(codeField, getErrorMessage(error, ''));
  return bad;
}

export function RegisterForm() {
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm<RegisterBody>({
    resolver,
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const commonError = useCommonPasswordError(form.watch('password'));

  const onSubmit = form.handleSubmit((values) => {
    if (commonError) {
      form.setError('password', { message: commonError }, { shouldFocus: true });
      return;
    }
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Account Created!', description: 'Check your inbox to verify your email.', variant: 'success' });
        navigate('/verify-email');
      },
      onError: (error) => {
        // Field issues from the server (e.g. a taken username) go next to their fields.
        const bad = fieldErrors(error);
        for (const [field, message] of bad) form.setError(field, { message });
        // Focus the first field to fix, in the form's order.
        const first = fields.find((f) => bad.has(f));
        if (first) form.setFocus(first);
        toast({
          title: 'Failed to create account',
          description: isNetworkError(error)
            ? error.message
            : getErrorMessage(error, 'Please check the form and try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void preloadFormResolvers().catch(() => undefined)}
      noValidate
      className="grid gap-5"
      aria-label="Register"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        label="Username"
        error={errors.username?.message}
        description="3-32 letters, digits, dots, dashes or underscores."
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" spellCheck={false} {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message ?? commonError} description={PASSWORD_HINT}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {/* The toast goes after 5 s; the reason stays until the next try: under its field when it has one
          (shown there, with focus), else here beside the button. One inline reason per failure, never two. */}
      {register.isError && fieldErrors(register.error).size === 0 ? (
        <Alert variant="error" role={undefined} title="Failed to create account">
          {isNetworkError(register.error)
            ? register.error.message
            : getErrorMessage(register.error, 'Please check the form and try again.')}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" loading={register.isPending} className="mt-1 w-full">
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
