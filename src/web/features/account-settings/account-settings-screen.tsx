import { useState, type FormEvent } from 'react';
import { KeyRound, Lock, UserRound } from 'lucide-react';
import type { CurrentUser } from '../../../shared/api/auth';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/toast';
import { getErrorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangePassword } from '../auth/api/change-password';
import { isAuthenticated, useCurrentUser } from '../auth/api/user';
import { CalendarFeedCard } from '../calendar/components/calendar-feed-card';
import { checkChangePassword, type ChangePasswordValues } from './change-password-rules';

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
    </div>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-sage-soft text-sage-ink">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Profile</CardTitle>
          {user.role === 'admin' ? <Badge variant="secondary">Admin</Badge> : null}
        </div>
        <CardDescription>
          {user.firstName} {user.lastName}
        </CardDescription>
      </CardHeader>
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
  const change = useChangePassword();

  const set = (key: keyof ChangePasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkChangePassword(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Password changed successfully', description: 'Your password has been updated.', variant: 'success' });
        setValues(empty);
      },
      onError: (error) => {
        toast({
          title: 'Failed to change password',
          description: getErrorMessage(error, 'An unexpected error occurred'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary-ink">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Change Password</CardTitle>
        </div>
        <CardDescription>Choose a new password of at least 6 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
          <FormField label="Current password">
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="New password">
              <PasswordInput
                name="newPassword"
                autoComplete="new-password"
                value={values.newPassword}
                onChange={set('newPassword')}
              />
            </FormField>
            <FormField label="Confirm new password">
              <PasswordInput
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
