import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isAuthenticated, useCurrentUser } from '../../auth';

type AdminFrameProps = {
  title: string;
  description: string;
  /** Sub-screens get a Back button to /admin/dashboard (spec 2). */
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: heading, Back to the dashboard, and an admins-only gate. */
export function AdminFrame({ title, description, back = true, actions, children }: AdminFrameProps) {
  useDocumentTitle(title);
  const user = useCurrentUser();
  const isAdmin = isAuthenticated(user) && user.role === 'admin';
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
      {back ? (
        <Link
          href="/admin/dashboard"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 w-fit' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      ) : null}
      <PageHeader eyebrow="Admin" title={title} description={description} actions={isAdmin ? actions : undefined} />
      {isAdmin ? (
        children
      ) : (
        <Alert variant="info" title="Admins only">
          <span className="inline-flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-4" />
            This area needs an administrator account.
          </span>
        </Alert>
      )}
    </div>
  );
}

/** 'Error loading users' with the message or 'Unknown error' (spec 8). */
export function ListError({ what, error }: { what: string; error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return (
    <Alert variant="error" title={`Error loading ${what}`}>
      {message}
    </Alert>
  );
}
