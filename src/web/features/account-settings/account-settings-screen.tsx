import { useRef, useState, type FormEvent } from 'react';
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
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangePassword } from '../auth';
import { isAuthenticated, useCurrentUser } from '../auth';
import { CalendarFeedCard } from '../calendar';
import { PASSWORD_HINT, useCommonPasswordError } from '../auth';
import { checkChangePassword, type ChangePasswordValues } from './change-password-rules';
import { ProductEmailsCard } from './product-emails-card';

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

function ChangePasswordCard() {
  const [values, setValues] = useState<ChangePasswordValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof ChangePasswordValues, string>>>({});
  const change = useChangePassword();
  const commonError = useCommonPasswordError(values.newPassword);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const set = (key: keyof ChangePasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Shows the message beside the field and moves focus there (never to the page). */
  const flag = (field: keyof ChangePasswordValues, message: string) => {
    setErrors({ [field]: message });
    refs[field].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkChangePassword(values);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      flag(problem.field, problem.description);
      return;
    }
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
        setValues(empty);
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
  };

  return (
    <Card>
      <CardIconHeader
        icon={KeyRound}
        tone="primary"
        title="Change Password"
        description={`Choose a new password: ${PASSWORD_HINT.toLowerCase()}.`}
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
          <FormField label="Current password" error={errors.currentPassword}>
            <PasswordInput
              ref={refs.currentPassword}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="New password" error={errors.newPassword ?? commonError} description={PASSWORD_HINT}>
              <PasswordInput
                ref={refs.newPassword}
                name="newPassword"
                autoComplete="new-password"
                value={values.newPassword}
                onChange={set('newPassword')}
              />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword}>
              <PasswordInput
                ref={refs.confirmPassword}
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={set('confirmPassword')}
              />
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
