import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { Container, Tabs, useDocumentTitle } from '@wsms/ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { MyCredits } from '../features/credits/my-credits';
import { MyDigitalContent } from '../features/digital-content/my-digital-content';
import { HealthRecord } from '../features/health-record/health-record';
import { MyPrograms } from '../features/programs/my-programs';
import { ScheduleClass } from '../features/schedule/schedule-class';
import { MySessions } from '../features/sessions/my-sessions';
import { VerifyEmailNotice } from '../features/verification/verify-email-notice';
import { MyWaitlist } from '../features/waitlist/my-waitlist';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
`;

// The spec's three tabs (and the Health Record); what the client bought in the shop (videos, guides) sits below their programs,
// and their package credits above their sessions, the waitlist below them.
const tabs = [
  {
    id: 'programs',
    label: 'My Programs',
    content: (
      <>
        <MyPrograms />
        <MyDigitalContent />
      </>
    ),
  },
  {
    id: 'sessions',
    label: 'My Sessions',
    content: (
      <>
        <MyCredits />
        <MySessions />
        <MyWaitlist />
      </>
    ),
  },
  { id: 'schedule', label: 'Schedule Class', content: <ScheduleClass /> },
  // Issue 31: intake, consent, care plan, return to play and who viewed the record.
  { id: 'health', label: 'Health Record', content: <HealthRecord /> },
];
/** Older links (order pages, e-mails) name the digital content by its former tab. */
const aliases: Record<string, string> = { digital: 'programs', credits: 'sessions' };

export default function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  const [params, setParams] = useSearchParams();
  const requested = aliases[params.get('tab') ?? ''] ?? params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? requested! : 'programs';
  return (
    <>
      <SignedInHeader title="Client Portal" />
      <Body>
        <VerifyEmailNotice />
        <Tabs label="Client portal" items={tabs} value={active} onValueChange={(tab) => setParams({ tab }, { replace: true })} />
      </Body>
    </>
  );
}
