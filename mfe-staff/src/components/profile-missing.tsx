import { useCurrentUser } from '@wsms/api-client';
import { Button, Card } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Body = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  & p { margin: 0; }
`;

/** Spec 6's 'Instructor profile not found', with the one way out: an instructor record with the account's e-mail. */
export function ProfileMissing() {
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  return (
    <Body>
      <p role="alert">Instructor profile not found</p>
      {isAdmin ? (
        <p>
          An admin must create an instructor record with the same e-mail as the staff account (Admin → Instructors); this dashboard then shows
          that instructor.
        </p>
      ) : (
        <p>
          An admin must create an instructor record with the same e-mail as this staff account{user?.email ? ` (${user.email})` : ''} in Admin →
          Instructors. Ask an admin to do so, then reload this page.
        </p>
      )}
      {isAdmin && <Button as={Link} to="/admin?tab=instructors">Go to Admin → Instructors</Button>}
    </Body>
  );
}
