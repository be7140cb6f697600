import { useForm } from 'react-hook-form';
import { KeyRound, Lock, UserRound } from 'lucide-react';
import type { CurrentUser } from '../../../shared/api/auth';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardIconHeader } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangePassword } from '../auth';
import { isAuthenticated, useCurrentUser } from '../auth';
import { CalendarFeedCard } from '../calendar';
import { PASSWORD_HINT, useCommonPasswordError } from '../auth';
import { checkChangePassword, type ChangePasswordValues } from './change-password-rules';
import { ProductEmailsCard } from './product-emails-card';
import { YourDataCard } from './your-data-card';
import { MeasurementsCard } from './measurements-card';

export default function AccountSettingsScreen() {
  useDocumentTitle('Account settings');
  const user = useCurrentUser();

  if (!isAuthenticated(user)) {
    return (
      <div className="mx-auto grid max-w-xl gap-6">
        <h1 className="text-3xl font-semibold">Account Settings</h1>
        <Alert variant="info">Please log in to access account settings</Alert>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <PageHeader eyebrow="Your account" title="Account Settings" description="Your profile details and password." />
      <ProfileCard user={user} />
      <ChangePasswordCard />
      <CalendarFeedCard />
      <ProductEmailsCard />
      <YourDataCard />
      <MeasurementsCard />
    </div>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardIconHeader
        icon={UserRound}
        title="Profile"
        badge={user.role === 'admin' ? <Badge variant="secondary">Admin</Badge> : null}
        description={`${user.firstName} ${user.lastName}`}
      />
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField label="Username" description="Your username cannot be changed.">
          <Input value={user.username} readOnly aria-readonly="true" />
        </FormField>
        <FormField label="Email">
          <Input type="email" value={user.email} readOnly aria-readonly="true" />
        </FormField>
      </CardContent>
    </Card>
  );
}

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const loadSchema = () => import('./change-password-schema');
const { resolver, preload } = lazyResolver<ChangePasswordValues, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.changePasswordResolver,
);

function ChangePasswordCard() {
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: empty, shouldFocusError: true });
  const { errors } = form.formState;
  const change = useChangePassword();
  const commonError = useCommonPasswordError(form.watch('newPassword'));

  /** Shows the message beside the field and moves focus there (never to the page). */
  const flag = (field: keyof ChangePasswordValues, message: string) =>
    form.setError(field, { message }, { shouldFocus: true });

  const onSubmit = form.handleSubmit(
    (values) => {
      if (commonError) {
        flag('newPassword', commonError);
        return;
      }
      change.mutate(values, {
        onSuccess: () => {
          toast({
            title: 'Password changed successfully',
            description: 'Your password has been updated.',
            variant: 'success',
          });
          form.reset(empty);
        },
        onError: (error) => {
          const description = getErrorMessage(error, 'An unexpected error occurred');
          toast({ title: 'Failed to change password', description, variant: 'destructive' });
          const code = isApiError(error) ? error.body?.code : undefined;
          flag(
            code === 'WRONG_PASSWORD'
              ? 'currentPassword'
              : code === 'VALIDATION_ERROR'
                ? 'confirmPassword'
                : 'newPassword',
            description,
          );
        },
      });
    },
    () => {
      // The spec's toast for the first failed check (the resolver has put it beside its field).
      const problem = checkChangePassword(form.getValues());
      if (problem) toast({ title: problem.title, description: problem.description, variant: 'destructive' });
    },
  );

  return (
    <Card>
      <CardIconHeader
        icon={KeyRound}
        tone="primary"
        title="Change Password"
        description={`Choose a new password: ${PASSWORD_HINT.toLowerCase()}.`}
      />
      <CardContent>
        <form
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void preload().catch(() => undefined)}
          noValidate
          className="grid gap-5"
          aria-label="Change password"
        >
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="New password"
              error={errors.newPassword?.message ?? commonError}
              description={PASSWORD_HINT}
            >
              <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
          </div>
          <div>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? null : <Lock aria-hidden="true" />}
              {change.isPending ? 'Changing password...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
