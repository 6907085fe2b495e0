import styled from 'styled-components';

/** A bordered panel around a consent form's text (the checkout's signing step, the admin's version in force). */
export const ConsentBox = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & :is(h2, h3) { margin: 0; font-size: 1.125rem; }
`;

/** The consent text: scrolls when long, and is focusable so a keyboard user can scroll it (name it with aria-label). */
export const ConsentText = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 240px;
  overflow-y: auto;
  padding: 12px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
