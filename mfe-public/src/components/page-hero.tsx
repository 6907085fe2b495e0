import type { ReactNode } from 'react';
import styled from 'styled-components';

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy} 0%, ${({ theme }) => theme.colors.navyRaised} 100%);
  color: ${({ theme }) => theme.colors.onNavy};
  --focus-ring: ${({ theme }) => theme.colors.focusOnNavy};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: clamp(48px, 10vw, 96px) 16px;
  & h1 { font-size: clamp(2rem, 6vw, 3.25rem); margin-bottom: 16px; }
  & > p { font-size: clamp(1.0625rem, 2.5vw, 1.25rem); color: ${({ theme }) => theme.colors.onNavyMuted}; max-width: 680px; }
`;

const Eyebrow = styled.span`
  display: block;
  font-size: 0.875rem;
  margin-bottom: 8px;
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentHover};
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <Hero>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {children}
      </Inner>
    </Hero>
  );
}
