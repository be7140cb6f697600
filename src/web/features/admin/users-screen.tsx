import { Fragment, useState } from 'react';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../../shared/api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { isAuthenticated, useCurrentUser } from '../auth';
import { useDeleteUser } from './api/delete-user';
import { useAdminUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';
import { AdminFrame, ListError } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { AdminTable } from './components/admin-table';
import { emailStatus, formatAppTime, formatDate } from './lib/format';

/** A 409 (self-protection, last admin) explains itself; other failures get the spec's text. */
const failure = (error: unknown, fallback: string) =>
  isApiError(error, 409) ? getErrorMessage(error, fallback) : fallback;

export default function AdminUsersScreen() {
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const del = useDeleteUser();

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: 'User Deleted',
          description: `${deleting.username} and everything of theirs was removed.`,
          variant: 'success',
        });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: 'Deletion Failed',
          description: failure(error, 'Failed to delete user.'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  return (
    <AdminFrame title="User Management" description="Change roles, activate or deactivate accounts, and delete users.">
      {users.isError ? (
        <ListError what="users" error={users.error} />
      ) : (
        <AdminTable
          label="Users"
          noun="users"
          minWidth="52rem"
          rows={users.data?.users}
          rowKey={(u) => u.id}
          pagination={users.data?.pagination}
          onPage={setPage}
          columns={[
            { header: 'User', cell: (u) => <UserCell user={u} /> },
            { header: 'Role', cell: (u) => <RoleSelect user={u} /> },
            {
              header: 'Status',
              cell: (u) => (
                <Badge variant={u.isActive ? 'success' : 'destructive'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>
              ),
            },
            { header: 'App time', cell: (u) => formatAppTime(u.totalAppTimeMinutes), className: 'tabular-nums' },
            {
              header: 'Joined / last login',
              cell: (u) => (
                <div className="grid">
                  <span>{formatDate(u.createdAt)}</span>
                  <span className="text-muted">{formatDate(u.lastLoginAt)}</span>
                </div>
              ),
              className: 'lg:whitespace-nowrap',
            },
          ]}
          actions={(u) => <UserActions user={u} onDelete={() => setDeleting(u)} />}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this user?"
        description={
          <>
            <strong>{deleting?.username}</strong> will be removed with all their recipes, scheduled meals, pantry and
            conversations. This cannot be undone.
          </>
        }
        confirmLabel="Delete User"
        pending={del.isPending}
        onConfirm={confirmDelete}
      />
    </AdminFrame>
  );
}

function useIsMe(user: AdminUser) {
  const me = useCurrentUser();
  return isAuthenticated(me) && me.id === user.id;
}

function useChangeUser(user: AdminUser) {
  const update = useUpdateUser();
  const change = (patch: { role: 'user' | 'admin' } | { isActive: boolean }) =>
    update.mutate(
      { id: user.id, ...patch },
      {
        onSuccess: (u) =>
          toast({
            title: 'User Updated',
            description:
              'role' in patch
                ? `${u.username} is now ${u.role === 'admin' ? 'an admin' : 'a user'}.`
                : `${u.username} is now ${u.isActive ? 'active' : 'inactive'}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: failure(error, 'Failed to update user.'),
            variant: 'destructive',
          }),
      },
    );
  return { change, pending: update.isPending };
}

function UserCell({ user }: { user: AdminUser }) {
  const isMe = useIsMe(user);
  const status = emailStatus(user);
  return (
    <div className="grid min-w-0">
      <span className="font-semibold text-ink">
        {user.firstName} {user.lastName}
      </span>
      <span className="text-muted">
        @{user.username}
        {isMe ? ' (you)' : ''}
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 break-words">{user.email ? <EmailText email={user.email} /> : '—'}</span>
        <Badge variant={status === 'Verified' ? 'success' : status === 'Pending' ? 'outline' : 'secondary'}>
          {status}
        </Badge>
      </span>
    </div>
  );
}

/** An e-mail that may break only after its '@' or a dot ("dan@" / "example.com"), never mid-word. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function RoleSelect({ user }: { user: AdminUser }) {
  const isMe = useIsMe(user);
  const { change, pending } = useChangeUser(user);
  return (
    <NativeSelect
      aria-label={`Role of ${user.username}`}
      value={user.role}
      disabled={isMe || pending}
      onChange={(e) => change({ role: e.target.value as 'user' | 'admin' })}
      className="min-h-10 w-28 py-1.5 text-sm"
    >
      <option value="user">User</option>
      <option value="admin">Admin</option>
    </NativeSelect>
  );
}

function UserActions({ user, onDelete }: { user: AdminUser; onDelete: () => void }) {
  const isMe = useIsMe(user);
  const { change, pending } = useChangeUser(user);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={isMe}
        loading={pending}
        onClick={() => change({ isActive: !user.isActive })}
        aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.username}`}
      >
        {pending ? null : user.isActive ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
        {user.isActive ? 'Deactivate' : 'Activate'}
      </Button>
      <Button variant="destructive" size="sm" disabled={isMe} onClick={onDelete} aria-label={`Delete ${user.username}`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </>
  );
}
