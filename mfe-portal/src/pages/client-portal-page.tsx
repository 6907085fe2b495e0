import { Container, Tabs, useDocumentTitle } from '@wsms/ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SignedInHeader } from '../components/signed-in-header';
import { MyDigitalContent } from '../features/digital-content/my-digital-content';
import { MyPrograms } from '../features/programs/my-programs';
import { ScheduleClass } from '../features/schedule/schedule-class';
import { MySessions } from '../features/sessions/my-sessions';
import { VerifyEmailNotice } from '../features/verification/verify-email-notice';

const Body = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
`;

const tabs = [
  { id: 'programs', label: 'My Programs', content: <MyPrograms /> },
  { id: 'sessions', label: 'My Sessions', content: <MySessions /> },
  { id: 'schedule', label: 'Schedule Class', content: <ScheduleClass /> },
  { id: 'digital', label: 'My Digital Content', content: <MyDigitalContent /> },
];

export default function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
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
