import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Column<Row> {
  id: string;
  label: string;
  /** What the column sorts by. */
  value: (row: Row) => number | string;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

// Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  & caption { text-align: left; padding: 12px; font-weight: 600; color: ${({ theme }) => theme.colors.navy}; }
  & th, & td { padding: 8px 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; white-space: nowrap; }
  & .num { text-align: right; font-variant-numeric: tabular-nums; }
  & .cell-label { display: none; color: ${({ theme }) => theme.colors.muted}; }
  /* A phone gets one block per row, each value beside its column's name; the headers stay as sort buttons. */
  @media (max-width: 600px) {
    &, & tbody, & tr, & td, & caption { display: block; }
    & thead tr { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 8px 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
    & thead th { display: block; border: 0; padding: 0; }
    & tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding: 8px 12px; }
    & td { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 2px 0; white-space: normal; }
    & .cell-label { display: inline; }
  }
`;
const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** A table whose column headers sort it (aria-sort says how); the first column ascending at first. */
export function SortableTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  const [sort, setSort] = useState<{ id: string; ascending: boolean }>({ id: columns[0]!.id, ascending: true });
  const column = columns.find((c) => c.id === sort.id) ?? columns[0]!;
  const sorted = [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sort.ascending ? order : -order;
  });
  return (
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.numeric ? 'num' : undefined} aria-sort={c.id === sort.id ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                <SortButton type="button" onClick={() => setSort({ id: c.id, ascending: c.id === sort.id ? !sort.ascending : true })}>
                  {c.label}
                </SortButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.id} className={c.numeric ? 'num' : undefined}>
                  <span className="cell-label" aria-hidden="true">
                    {c.label}
                  </span>
                  <span>{c.render ? c.render(row) : c.value(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
