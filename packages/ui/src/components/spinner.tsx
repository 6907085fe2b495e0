import styled, { keyframes } from 'styled-components';
import { CODE_PENDING_ATTRIBUTE, DATA_PENDING_ATTRIBUTE } from '@wsms/first-paint/names';

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

/**
 * A loading state. `codePending` is for Suspense fallbacks while a page's code downloads: the shell
 * keeps a page's build-time snapshot on screen until none is left. Data loading states are marked too:
 * a snapshot that already shows the page's data waits a moment for them to end.
 */
export function Loading({ text = 'Loading...', codePending = false }: { text?: string; codePending?: boolean }) {
  return (
    <Wrapper role="status" {...{ [codePending ? CODE_PENDING_ATTRIBUTE : DATA_PENDING_ATTRIBUTE]: '' }}>
      <Spinner />
      <span>{text}</span>
    </Wrapper>
  );
}
