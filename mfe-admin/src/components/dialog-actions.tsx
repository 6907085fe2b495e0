import styled from 'styled-components';

/** The row of buttons at the foot of a dialog or form. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
`;
