import { Card, Container } from '@wsms/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 640px;
  margin: 48px auto;
  gap: 16px;
  & h1 { margin: 0; font-size: clamp(1.75rem, 5vw, 2.25rem); color: ${({ theme }) => theme.colors.navy}; }
  & > p { margin: 0; }
`;

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;

/** A centred card for one outcome: success, error, not found, expired. */
export function ResultPanel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Container>
      <Panel as="section" aria-label={label}>{children}</Panel>
    </Container>
  );
}
