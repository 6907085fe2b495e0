import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './badge';

const Band = styled.header`
  background: ${({ theme }) => theme.colors.navyRaised};
  color: ${({ theme }) => theme.colors.onNavy};
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  & h1 { margin: 0 0 4px; font-size: clamp(1.5rem, 4vw, 2.25rem); }
  & p { margin: 0; color: ${({ theme }) => theme.colors.onNavyMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface AreaHeaderProps {
  title: string;
  user?: { firstName: string; lastName: string; role: string } | null;
  /** Buttons beside the heading (the admin area's 'Staff Dashboard'). */
  actions?: ReactNode;
}

/**
 * The heading band of a signed-in area: its name and who is signed in. Logout is the navigation
 * bar's, the one on every page (issue 38: not a second one here).
 */
export function AreaHeader({ title, user, actions }: AreaHeaderProps) {
  return (
    <Band>
      <Inner>
        <div>
          <h1>{title}</h1>
          {user && (
            <p>
              Welcome, {user.firstName} {user.lastName} <Badge $variant="accent">{user.role}</Badge>
            </p>
          )}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Band>
  );
}
