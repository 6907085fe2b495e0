import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SkipLink } from './skip-link';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// Full viewport height keeps the footer below the fold while a remote's page loads (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus { outline: none; }
`;

export function Layout() {
  return (
    <Shell>
      <SkipLink>Skip to content</SkipLink>
      <NavBar />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
