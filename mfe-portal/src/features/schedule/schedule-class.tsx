import { useInstructors } from '@wsms/api-client';
import { Badge, Button, Card, CardDescription, CardTitle, Grid, LoadError, Loading, VisuallyHidden } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-weight: 700;
`;

/** Instructors to book with; the booking itself happens on /private-classes (spec 2). */
export function ScheduleClass() {
  const instructors = useInstructors();
  if (instructors.isPending) return <Loading text="Loading instructors..." />;
  if (instructors.isError) return <LoadError message="Failed to load instructors. Please try again later." onRetry={instructors.refetch} />;
  if (instructors.data.length === 0) return <p>No instructors are taking bookings right now.</p>;
  return (
    <Grid $min="260px">
      {instructors.data.map((instructor) => (
        <Card key={instructor.id} as="article" aria-labelledby={`portal-instructor-${instructor.id}`}>
          <CardTitle as="h2" id={`portal-instructor-${instructor.id}`}>{instructor.name}</CardTitle>
          {instructor.title && <CardDescription>{instructor.title}</CardDescription>}
          {instructor.specialties.length > 0 && (
            <Chips aria-label="Specialties">
              {instructor.specialties.slice(0, 3).map((s) => <li key={s}><Badge>{s}</Badge></li>)}
            </Chips>
          )}
          <Footer>
            <span>${instructor.hourlyRate}/hour</span>
            <Button as={Link} to={`/private-classes?instructorId=${encodeURIComponent(instructor.id)}`} size="sm">
              Book<VisuallyHidden> with {instructor.name}</VisuallyHidden>
            </Button>
          </Footer>
        </Card>
      ))}
    </Grid>
  );
}
