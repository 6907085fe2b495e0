import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { Button, Container, Tabs, useDocumentTitle } from '@wsms/ui';
import { Link, useSearchParams } from 'react-router';
import { InboxTab } from '../features/inbox/components/inbox-tab';
import { InstructorsTab } from '../features/instructors/components/instructors-tab';
import { PackagesTab } from '../features/packages/components/packages-tab';
import { ProductsTab } from '../features/products/components/products-tab';
import { ReportsTab } from '../features/reports/components/reports-tab';
import { RolesTab } from '../features/roles/components/roles-tab';
import { StaffOverviewTab } from '../features/staff-overview/components/staff-overview-tab';
import { StaffTab } from '../features/staff/components/staff-tab';
import { SystemTab } from '../features/system/components/system-tab';
import { TestimonialsTab } from '../features/testimonials/components/testimonials-tab';

const tabs = [
  { id: 'overview', label: 'Staff Overview', content: <StaffOverviewTab /> },
  { id: 'instructors', label: 'Instructors', content: <InstructorsTab /> },
  { id: 'staff', label: 'Staff', content: <StaffTab /> },
  { id: 'products', label: 'Products', content: <ProductsTab /> },
  { id: 'testimonials', label: 'Testimonials', content: <TestimonialsTab /> },
  { id: 'packages', label: 'Packages', content: <PackagesTab /> },
  { id: 'inbox', label: 'Inbox', content: <InboxTab /> },
  { id: 'roles', label: 'Roles', content: <RolesTab /> },
  { id: 'reports', label: 'Reports', content: <ReportsTab /> },
  { id: 'system', label: 'System', content: <SystemTab /> },
];

export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  // The open tab is in the address (?tab=testimonials), so a reload or a shared link keeps it.
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.id === requested) ? requested! : 'overview';
  return (
    <>
      <SignedInHeader
        title="Admin Dashboard"
        actions={<Button as={Link} to="/staff-dashboard" variant="secondary">Staff Dashboard</Button>}
      />
      <Container style={{ padding: '32px 16px 64px' }}>
        <Tabs label="Admin sections" items={tabs} value={active} onValueChange={(id) => setParams({ tab: id }, { replace: true })} />
      </Container>
    </>
  );
}
