import styled from 'styled-components';

export const Wrapper = styled.div`
  width: 100%;
  max-width: 360px;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
`;

export const MonthLabel = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

export const NavButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  & th {
    padding: 4px 0;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
`;

export const Day = styled.td`
  padding: 2px;
  text-align: center;
  & > span {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  &[aria-current='date'] > span { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.navy}; }
  &[aria-disabled='true'] > span {
    color: #5f6b7d;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &:not([aria-disabled='true']):hover > span { background: #fff1e6; }
  &[aria-selected='true'] > span {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
  }
  &:focus-visible { outline: none; }
  &:focus-visible > span {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.colors.focus});
    outline-offset: 1px;
  }
`;
