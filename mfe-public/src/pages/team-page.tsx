import { useStaff } from '@wsms/api-client';
import { Container, Grid, Loading, Section } from '@wsms/ui';
import { useDeferredValue } from 'react';
import { PageHero } from '../components/page-hero';
import { ErrorScreen, ListStatus } from '../components/status';
import { StaffCard } from '../features/team/staff-card';
import { usePageMeta } from '../lib/page-meta';

export default function TeamPage() {
  usePageMeta('Meet Our Team', 'Meet our athletic trainers, sports medicine clinicians, performance coaches and nutrition experts.');
  const staff = useStaff();
  // Cards render in a background pass once the list arrives (no long main-thread task).
  const members = useDeferredValue(staff.data);
  if (staff.isError) return <ErrorScreen title="Error Loading Team" text="Failed to load team members. Please try again later." onRetry={staff.refetch} />;
  return (
    <>
      <PageHero eyebrow="Our people" title="Meet Our Team">
        <p>Athletic trainers, clinicians, coaches and nutrition experts who work where you train.</p>
      </PageHero>
      <Section aria-label="Team members">
        <Container>
          {members === undefined ? (
            <Loading text="Loading team members..." />
          ) : members.length === 0 ? (
            <ListStatus empty="Our team will be introduced here soon." />
          ) : (
            <Grid $min="280px">
              {members.map((member) => <StaffCard key={member.id} member={member} />)}
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
