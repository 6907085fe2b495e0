import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(12)} 0;
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '280px' }) => $min}), 1fr));
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Facts as a definition list: each label (dt) beside its value (dd); a long value wraps. */
export const FactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  & dt { font-weight: 600; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;
