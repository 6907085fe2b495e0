import type { Instructor, PublicUser } from '@wsms/contracts';
import { Badge, Dialog, LoadError, Loading } from '@wsms/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useInstructorBookings, useInstructorSlots } from '@wsms/api-client/booking';
import { useAllPrograms } from '@wsms/api-client/training';
import { RecentSessions } from './recent-sessions';
import { WeeklyAvailability } from './weekly-availability';
import { WorkoutPrograms } from './workout-programs';

const Section = styled.section`
  margin-top: 20px;
  & h3 { margin: 0 0 8px; font-size: 1.0625rem; color: ${({ theme }) => theme.colors.navy}; }
  & p { margin: 0; }
`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h3>{title}</h3>
      {children}
    </Section>
  );
}

/** Everything about one staff or admin user: account, staff details, sessions, programs, availability. */
export function StaffDetailsDialog({ user, instructor, onClose }: { user: PublicUser; instructor?: Instructor; onClose: () => void }) {
  const enabled = { enabled: Boolean(instructor) };
  const bookings = useInstructorBookings(instructor?.id, enabled);
  const slots = useInstructorSlots(instructor?.id, enabled);
  const programs = useAllPrograms();
  const own = (programs.data ?? []).filter((p) => instructor && p.instructorId === instructor.id);
  return (
    <Dialog open onClose={onClose} title={`${user.firstName} ${user.lastName}`}>
      <p style={{ margin: 0 }}><Badge $variant="accent">{user.role}</Badge></p>
      <p style={{ overflowWrap: 'anywhere' }}>{user.email}</p>
      <p>Username: {user.username}</p>
      {instructor && (
        <Part title="Staff details">
          {instructor.title && <p><strong>{instructor.title}</strong></p>}
          {instructor.bio && <p>{instructor.bio}</p>}
          {instructor.specialties.length > 0 && <p>Specialties: {instructor.specialties.join(', ')}</p>}
          {instructor.certifications.length > 0 && <p>Certifications: {instructor.certifications.join(', ')}</p>}
        </Part>
      )}
      <Part title="Recent Sessions">
        {instructor && bookings.isPending ? <Loading text="Loading sessions..." /> : bookings.isError ? <LoadError message="Failed to fetch bookings" onRetry={bookings.refetch} /> : <RecentSessions bookings={bookings.data ?? []} />}
      </Part>
      <Part title="Workout Programs">
        {programs.isPending ? <Loading text="Loading programs..." /> : programs.isError ? <LoadError message="Failed to fetch workout programs" onRetry={programs.refetch} /> : <WorkoutPrograms programs={own} />}
      </Part>
      <Part title="Availability">
        {instructor && slots.isPending ? <Loading text="Loading availability..." /> : slots.isError ? <LoadError message="Failed to fetch availability" onRetry={slots.refetch} /> : <WeeklyAvailability slots={slots.data ?? []} />}
      </Part>
    </Dialog>
  );
}
