import type { ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  & h2 { margin: 0; font-size: 1.5rem; color: ${({ theme }) => theme.colors.navy}; }
`;

/** A tab's heading with its main actions beside it. */
export function TabHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Bar>
      <h2 id={id}>{title}</h2>
      {children && <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>{children}</div>}
    </Bar>
  );
}
