import { Button } from '@wsms/ui';
import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isActive, navLinks } from './nav-links';
import { Actions, Bar, BookSlot, Brand, BrandMark, BrandText, Header, Menu, NavItemLink, NavList, NavRegion, Toggle } from './nav-styles';
import { UserMenu } from './user-menu';

export function NavBar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <Header onKeyDown={onKeyDown}>
      <Bar>
        <Brand to="/" onClick={close}>
          <BrandMark aria-hidden="true">WSMS</BrandMark>
          <BrandText>Where Science Meets Sport</BrandText>
        </Brand>
        <Toggle type="button" aria-expanded={open} aria-controls="site-menu" aria-label="Menu" onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </Toggle>
        <Menu id="site-menu" $open={open}>
          <NavRegion aria-label="Main">
            <NavList>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavItemLink to={link.to} aria-current={isActive(link.to, pathname) ? 'page' : undefined} onClick={close}>
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
            </NavList>
          </NavRegion>
          <Actions>
            <UserMenu onNavigate={close} />
          </Actions>
        </Menu>
        <BookSlot>
          <Button as={Link} to="/private-classes" size="sm" onClick={close}>Book Now</Button>
        </BookSlot>
      </Bar>
    </Header>
  );
}
