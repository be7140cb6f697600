import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto grid max-w-xl place-items-center gap-6 py-16 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-ink">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <div className="grid gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
        <p className="text-lg text-muted">
          This page isn&apos;t on the menu. The link may be old or mistyped: check the address, or head back to the
          kitchen.
        </p>
      </div>
      <Link href="/" className={buttonVariants({ size: 'lg' })}>
        Back to home
      </Link>
    </div>
  );
}

export default NotFoundScreen;
