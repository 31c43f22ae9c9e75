// The back office's one table and pager: every list page (orders, members, an order's lines and payments,
// returns, stock, audit) shows its rows through DataTable with TanStack Table column definitions, and
// pages a keyset list with useKeysetPages and Pager. Loading, error and empty states are part of it; on
// a phone each cell shows its column's name (data-label, styles.css).
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useState } from 'react';
import { CallError } from './api.ts';
import { ErrorNote, Loading } from './ui.tsx';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A data-testid for the column's cell in a row (browser tests). */
    testId?: (row: TData) => string;
    /** Never used: keeps TValue in use for the type checker. */
    readonly valueType?: TValue;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: TanStack's column helper yields columns of mixed value types.
export type Columns<T> = ColumnDef<T, any>[];

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** The accessible name of a row's checkbox. */
  label: (id: number) => string;
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  error = null,
  empty,
  caption,
  selection,
}: {
  /** null while loading. */
  rows: readonly T[] | null;
  columns: Columns<T>;
  rowKey: (row: T) => number | string;
  error?: string | null;
  /** Shown when the list is empty. */
  empty: string;
  /** Read by screen readers only. */
  caption?: string;
  /** A checkbox column first, for batch actions; rowKey must answer numbers. */
  selection?: Selection;
}) {
  const table = useReactTable({
    data: (rows ?? []) as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  if (error) return <ErrorNote message={error} />;
  if (rows === null) return <Loading />;
  if (rows.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="table-wrap">
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col">
                  <span className="visually-hidden">選取</span>
                </th>
              ) : null}
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const id = Number(row.id);
            return (
              <tr key={row.id}>
                {selection ? (
                  <td data-label="選取">
                    <input
                      type="checkbox"
                      aria-label={selection.label(id)}
                      checked={selection.selected.has(id)}
                      onChange={() => selection.toggle(id)}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      data-label={String(cell.column.columnDef.header ?? '')}
                      data-testid={meta?.testId?.(row.original)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Keyset paging: the cursors of the pages before (上一頁 pops one), the current page's `after`, and the
 * next page's cursor from the last answer (下一頁 pushes it). `reset` goes back to the first page.
 */
export function useKeysetPages<C extends string | number>() {
  const [cursors, setCursors] = useState<C[]>([]);
  const [next, setNext] = useState<C | null>(null);
  const reset = useCallback(() => setCursors([]), []);
  return {
    after: cursors.at(-1),
    next,
    setNext,
    reset,
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((c) => c.slice(0, -1)),
    forward: () => {
      if (next !== null) setCursors((c) => [...c, next]);
    },
  };
}

export function Pager({
  pages,
  children,
}: {
  pages: Pick<ReturnType<typeof useKeysetPages>, 'hasPrevious' | 'previous' | 'forward'> & {
    next: unknown;
  };
  children?: ReactNode;
}) {
  return (
    <nav className="pager" aria-label="分頁">
      <button type="button" className="secondary" disabled={!pages.hasPrevious} onClick={pages.previous}>
        上一頁
      </button>
      <button type="button" className="secondary" disabled={pages.next === null} onClick={pages.forward}>
        下一頁
      </button>
      {children}
    </nav>
  );
}

/** The server's Chinese message of a failed call, or a general one. */
export function messageOf(error: unknown): string {
  return error instanceof CallError ? error.message : '發生錯誤，請稍後再試';
}
