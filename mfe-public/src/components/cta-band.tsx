import type { ReactNode } from 'react';
import styled from 'styled-components';

const Band = styled.section`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onNavy};
  text-align: center;
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
`;

const Inner = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 64px 16px;
  & h2 { font-size: clamp(1.5rem, 4vw, 2.25rem); }
  & p { color: ${({ theme }) => theme.colors.onNavyMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Band aria-labelledby={id}>
      <Inner>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <Actions>{children}</Actions>
      </Inner>
    </Band>
  );
}
