import styled from 'styled-components';

export const Thread = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 50vh;
  overflow-y: auto;
`;

export const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.background : theme.colors.surface)};
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  & small { color: ${({ theme }) => theme.colors.muted}; }
`;

export const Form = styled.form`
  display: grid;
  gap: 12px;
  & > div:last-child { display: flex; justify-content: flex-end; }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
