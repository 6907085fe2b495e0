import { Container, Section } from '@wsms/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHero } from '../../components/page-hero';
import { GameNav } from './game-nav';

const Body = styled.article`
  max-width: 760px;
  margin: 0 auto;
  & h2 { font-size: 1.375rem; margin-top: 2em; color: ${({ theme }) => theme.colors.navy}; }
  & h2:first-child { margin-top: 0; }
  & ul { padding-left: 20px; }
`;

/** A GeneSweep text page (privacy, support, terms): the game's sub-navigation, a hero and the text. */
export function GameTextPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <GameNav />
      <PageHero eyebrow="GeneSweep" title={title}>
        <p>{intro}</p>
      </PageHero>
      <Section>
        <Container>
          <Body>{children}</Body>
        </Container>
      </Section>
    </>
  );
}
