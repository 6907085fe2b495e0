import styled from 'styled-components';

const Box = styled.aside`
  margin-top: 24px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e6ebf3;
  font-size: 0.9375rem;
  & h2 { font-size: 1rem; margin-bottom: 8px; }
  & ul { margin: 0; padding-left: 20px; }
`;

export function AccessLevels() {
  return (
    <Box aria-labelledby="access-levels-title">
      <h2 id="access-levels-title">Access levels</h2>
      <ul>
        <li><strong>Users</strong>: client training portal and workout tracker</li>
        <li><strong>Staff</strong>: dashboard, availability, programs and bookings</li>
        <li><strong>Admin</strong>: full management of the team, instructors, products and content</li>
      </ul>
    </Box>
  );
}
