import { useSessionNote } from '@wsms/api-client/booking';
import styled from 'styled-components';

const Box = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  padding: 4px 12px;
  & h4 { margin: 0 0 4px; font-size: 1rem; }
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** What the instructor wrote as next steps after the session (the client sees only these). */
export function NextSteps({ bookingId }: { bookingId: string }) {
  const note = useSessionNote(bookingId);
  if (!note.data?.nextSteps) return null;
  return (
    <Box aria-label="Next steps from your instructor">
      <h4>Next steps</h4>
      <p>{note.data.nextSteps}</p>
    </Box>
  );
}
