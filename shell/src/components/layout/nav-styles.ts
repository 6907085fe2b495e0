import styled from 'styled-components';
import { Link } from 'react-router';

const desktop = '@media (min-width: 1024px)';

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onNavy};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.25);
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
`;

export const Bar = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 10px 16px;
  display: grid;
  grid-template-columns: 1fr auto auto;
  grid-template-areas: 'brand book toggle' 'menu menu menu';
  align-items: center;
  gap: 8px 12px;
  ${desktop} {
    grid-template-columns: 1fr auto auto;
    grid-template-areas: 'brand actions book' 'menu menu menu';
  }
`;

export const Brand = styled(Link)`
  grid-area: brand;
  display: flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  line-height: 1.1;
  min-width: 0;
`;

export const BrandMark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.6875rem;
  letter-spacing: -0.02em;
`;

export const BrandText = styled.span`
  font-size: 0.9375rem;
  ${desktop} { font-size: 1.125rem; }
`;

export const BookSlot = styled.div`
  grid-area: book;
`;

export const Toggle = styled.button`
  grid-area: toggle;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.onNavyMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  ${desktop} { display: none; }
`;

export const Menu = styled.div<{ $open: boolean }>`
  grid-area: menu;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 12px;
  padding: 8px 0 4px;
  ${desktop} {
    display: contents;
  }
`;

export const NavRegion = styled.nav`
  ${desktop} {
    grid-area: menu;
    border-top: 1px solid rgba(255, 255, 255, 0.12);
    padding-top: 8px;
  }
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  ${desktop} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 4px;
  }
`;

export const NavItemLink = styled(Link)`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onNavyMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.onNavy}; background: rgba(255, 255, 255, 0.08); }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;
