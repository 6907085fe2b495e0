import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { Card, CardDescription, CardTitle, Container, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  & a { color: inherit; text-decoration: none; display: block; height: 100%; }
  & a:hover h2, & a:focus-visible h2 { text-decoration: underline; }
`;

const links = [
  { to: '/instructor-dashboard', title: 'Instructor Dashboard', text: "Today's and your next sessions at a glance." },
  { to: '/staff-dashboard?tab=availability', title: 'Availability', text: 'Set your weekly and one-off hours.' },
  { to: '/staff-dashboard?tab=calendar', title: 'Calendar View', text: 'Your week of hours and bookings, and a private calendar feed.' },
  { to: '/staff-dashboard?tab=bookings', title: 'Bookings', text: 'Mark sessions completed, take payments at the gym, cancel with a reason, write notes.' },
  { to: '/staff-dashboard?tab=messages', title: 'Messages', text: 'Write to your clients about their sessions.' },
  { to: '/staff-dashboard?tab=programs', title: 'Programs', text: 'Write workout programs and assign them to your clients.' },
  { to: '/staff-dashboard?tab=templates', title: 'Templates', text: 'Save a weekly pattern and apply it to the weeks ahead.' },
  { to: '/staff-dashboard?tab=profile', title: 'Profile', text: 'Your title, bio, specialties and certifications.' },
];

/** The staff home: where each thing a staff member does lives. */
export default function StaffPage() {
  useDocumentTitle('Staff');
  return (
    <>
      <SignedInHeader title="Staff" />
      <Body>
        <Grid aria-label="Staff tools">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>
                <Card>
                  <CardTitle as="h2">{l.title}</CardTitle>
                  <CardDescription>{l.text}</CardDescription>
                </Card>
              </Link>
            </li>
          ))}
        </Grid>
      </Body>
    </>
  );
}
