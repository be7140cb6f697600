import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../../shared/api/common';
import { Button } from '../../../components/ui/button';

/** Previous / 'Page N of M' / Next, with the total (spec 3 pagination). */
export function PaginationBar({
  pagination,
  onPage,
  noun,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  noun: string;
}) {
  const { page, totalPages, total } = pagination;
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {total.toLocaleString()} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-2 text-sm font-semibold" aria-live="polite">
          Page {page} of {Math.max(1, totalPages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
