import styled from 'styled-components';
import { Link } from 'react-router';

export const FooterBox = styled.footer`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onNavyMuted};
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
  & h2 { color: ${({ theme }) => theme.colors.onNavy}; font-size: 1rem; margin-bottom: 12px; }
`;

export const Columns = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 48px 16px 24px;
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const FooterLink = styled(Link)`
  color: ${({ theme }) => theme.colors.onNavyMuted};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.onNavy}; text-decoration: underline; }
`;

export const Copyright = styled.p`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 16px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.875rem;
  text-align: center;
`;
