import type { ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.div`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(8)};
  text-align: center;
  & h2 { font-size: clamp(1.75rem, 4vw, 2.25rem); color: ${({ theme }) => theme.colors.navy}; }
  & p { color: ${({ theme }) => theme.colors.muted}; margin: 0; }
`;

/** A centred h2 with an optional intro line. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Heading>
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </Heading>
  );
}
