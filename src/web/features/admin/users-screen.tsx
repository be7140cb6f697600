import { useState } from 'react';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../../shared/api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { isAuthenticated, useCurrentUser } from '../auth';
import { useDeleteUser } from './api/delete-user';
import { useAdminUsers } from './api/get-users';
import { useUpdateUser } from './api/update-user';
import { AdminFrame, ListError } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { PaginationBar } from './components/pagination-bar';
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
        <div className="grid gap-4">
          <div
            className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft"
            tabIndex={0}
            role="region"
            aria-label="Users"
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/50 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    User
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Role
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    App time
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Joined / last login
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {users.data
                  ? users.data.users.map((u) => <UserRow key={u.id} user={u} onDelete={() => setDeleting(u)} />)
                  : Array.from({ length: 6 }, (_, i) => (
                      <tr key={i}>
                        <td colSpan={6} className="px-4 py-3">
                          <Skeleton className="h-8 w-full" />
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
          {users.data ? <PaginationBar noun="users" pagination={users.data.pagination} onPage={setPage} /> : null}
        </div>
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

function UserRow({ user, onDelete }: { user: AdminUser; onDelete: () => void }) {
  const me = useCurrentUser();
  const isMe = isAuthenticated(me) && me.id === user.id;
  const update = useUpdateUser();
  const status = emailStatus(user);

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

  return (
    <tr className="align-middle">
      <td className="px-4 py-3">
        <div className="grid">
          <span className="font-semibold text-ink">
            {user.firstName} {user.lastName}
          </span>
          <span className="text-muted">
            @{user.username}
            {isMe ? ' (you)' : ''}
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email || '—'}</span>
            <Badge variant={status === 'Verified' ? 'success' : status === 'Pending' ? 'outline' : 'secondary'}>
              {status}
            </Badge>
          </span>
        </div>
      </td>
      <td className="px-4 py-3">
        <NativeSelect
          aria-label={`Role of ${user.username}`}
          value={user.role}
          disabled={isMe || update.isPending}
          onChange={(e) => change({ role: e.target.value as 'user' | 'admin' })}
          className="min-h-10 w-28 py-1.5 text-sm"
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </td>
      <td className="px-4 py-3">
        <Badge variant={user.isActive ? 'success' : 'destructive'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
      </td>
      <td className="px-4 py-3 tabular-nums">{formatAppTime(user.totalAppTimeMinutes)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <div className="grid">
          <span>{formatDate(user.createdAt)}</span>
          <span className="text-muted">{formatDate(user.lastLoginAt)}</span>
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={isMe}
            loading={update.isPending}
            onClick={() => change({ isActive: !user.isActive })}
            aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.username}`}
          >
            {update.isPending ? null : user.isActive ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {user.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={isMe}
            onClick={onDelete}
            aria-label={`Delete ${user.username}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
