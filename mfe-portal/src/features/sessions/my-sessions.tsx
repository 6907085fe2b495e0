import { useCurrentUser } from '@wsms/api-client';
import { useBookings } from '@wsms/api-client/booking';
import { Button, Card, CardDescription, CardTitle, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SessionCard } from './session-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The signed-in client's bookings, matched by their e-mail (spec 7: GET /api/bookings?clientEmail=). */
export function MySessions() {
  const { data: user } = useCurrentUser();
  const bookings = useBookings({ clientEmail: user?.email }, { enabled: Boolean(user?.email) });

  if (bookings.isPending) return <Loading text="Loading sessions..." />;
  if (bookings.isError) return <ErrorText role="alert">{bookings.error.message}</ErrorText>;
  if (bookings.data.length === 0) {
    return (
      <Card>
        <CardTitle as="h2">No sessions booked yet</CardTitle>
        <CardDescription>Book a private one-on-one session with one of our instructors.</CardDescription>
        <div>
          <Button as={Link} to="/private-classes">Book a Private Session</Button>
        </div>
      </Card>
    );
  }
  const sorted = [...bookings.data].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return (
    <List aria-label="My sessions">
      {sorted.map((booking) => (
        <li key={booking.id}>
          <SessionCard booking={booking} />
        </li>
      ))}
    </List>
  );
}
