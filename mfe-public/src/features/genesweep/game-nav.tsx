import { NavLink } from 'react-router';
import styled from 'styled-components';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & ul {
    list-style: none;
    margin: 0 auto;
    padding: 0 16px;
    max-width: ${({ theme }) => theme.maxWidth};
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
  }
  & a {
    display: inline-block;
    padding: 12px 0;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  & a[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.colors.accent}; }
`;

const links = [
  { to: '/genesweep', label: 'GeneSweep' },
  { to: '/genesweep/support', label: 'Support' },
  { to: '/genesweep/privacy', label: 'Privacy Policy' },
  { to: '/genesweep/terms', label: 'Terms of Use' },
];

export function GameNav() {
  return (
    <Bar aria-label="GeneSweep">
      <ul>
        {links.map((link) => (
          <li key={link.to}><NavLink to={link.to} end>{link.label}</NavLink></li>
        ))}
      </ul>
    </Bar>
  );
}
