import type { ReactNode } from 'react';
import type { Pagination } from '../../../../shared/api/common';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { PaginationBar } from './pagination-bar';

export type AdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

type AdminTableProps<T> = {
  /** Names the table (and the card list on phones), e.g. 'Users'. */
  label: string;
  /** The pager's noun, e.g. 'users'. */
  noun: string;
  /** The first column is each card's title on narrow screens. */
  columns: AdminColumn<T>[];
  /** Undefined while loading (skeleton rows). */
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  empty?: ReactNode;
  pagination?: Pagination;
  onPage: (page: number) => void;
  /** The table's least width on wide screens (it scrolls inside its box below that). */
  minWidth?: string;
};

/**
 * The admin screens' one table with its pager. From `lg` up it is a table; on narrower screens
 * (phones, tablets) every row is a card: the first column as its title, the others as label/value
 * pairs, and its actions always visible in full (issue 26 item 7: no 832 px table in a 341 px box).
 */
export function AdminTable<T>({
  label,
  noun,
  columns,
  rows,
  rowKey,
  actions,
  empty,
  pagination,
  onPage,
  minWidth = '48rem',
}: AdminTableProps<T>) {
  const [title, ...rest] = columns;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className="grid gap-4">
      <div
        className="hidden overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft lg:block"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table className="w-full text-left text-sm" style={{ minWidth }}>
          <thead className="border-b border-line bg-sand/50 text-xs tracking-wide text-muted uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-4 py-3">
                  {c.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows
              ? rows.map((row) => (
                  <tr key={rowKey(row)} className="align-middle">
                    {columns.map((c) => (
                      <td key={c.header} className={cn('px-4 py-3', c.className)}>
                        {c.cell(row)}
                      </td>
                    ))}
                    {actions ? (
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">{actions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))
              : Array.from({ length: 6 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={span} className="px-4 py-3">
                      <Skeleton className="h-8 w-full" />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
        {rows && rows.length === 0 && empty ? <div className="p-6 text-center text-muted">{empty}</div> : null}
      </div>

      <ul className="grid gap-3 lg:hidden" aria-label={label}>
        {rows
          ? rows.map((row) => (
              <li
                key={rowKey(row)}
                className="grid min-w-0 gap-3 rounded-2xl border border-line bg-surface p-4 text-sm shadow-soft"
              >
                {title ? <div className={cn('min-w-0 break-words', title.className)}>{title.cell(row)}</div> : null}
                {rest.length > 0 ? (
                  <dl className="grid grid-cols-[fit-content(7rem)_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
                    {rest.map((c) => (
                      <div key={c.header} className="contents">
                        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{c.header}</dt>
                        <dd className={cn('min-w-0 break-words', c.className)}>{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {actions ? <div className="flex flex-wrap gap-2">{actions(row)}</div> : null}
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full rounded-2xl" />
              </li>
            ))}
        {rows && rows.length === 0 && empty ? <li className="p-6 text-center text-muted">{empty}</li> : null}
      </ul>

      {pagination ? <PaginationBar noun={noun} pagination={pagination} onPage={onPage} /> : null}
    </div>
  );
}
