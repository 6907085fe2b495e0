import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1.25em;
  height: 1.25em;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Wrapper role="status">
      <Spinner />
      <span>{text}</span>
    </Wrapper>
  );
}
