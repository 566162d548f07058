import type { ReactNode } from 'react';

/**
 * A column of the virtual grid: its cell is a plain function of the row, so a scroll frame renders
 * the rows it shows and nothing else (no table row model rebuilt for every window).
 */
export interface GridColumn<R> {
  /** The server's sort column where the column sorts. */
  id: string;
  header: string;
  sortable?: boolean;
  cell: (row: R, today: string) => ReactNode;
  /** A class for the cell itself (a status tone), so the text needs no element of its own. */
  tone?: (row: R, today: string) => string;
}
