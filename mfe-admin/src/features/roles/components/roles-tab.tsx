import { TabHeading } from '../../../components/tab-heading';
import { AuditLog } from './audit-log';
import { ConsentFormPanel } from './consent-form-panel';
import { UserRoles } from './user-roles';

export function RolesTab() {
  return (
    <>
      <section aria-labelledby="roles-heading">
        <TabHeading id="roles-heading" title="Roles" />
        <p style={{ marginTop: 0 }}>
          Promote a client to staff (their instructor record is linked by e-mail, or created inactive) or demote staff to client. Clinicians
          (staff or admins) write chart notes and record injuries.
        </p>
        <UserRoles />
      </section>
      <section aria-labelledby="consent-form-heading" style={{ marginTop: 40 }}>
        <TabHeading id="consent-form-heading" title="Consent form" />
        <ConsentFormPanel />
      </section>
      <section aria-labelledby="audit-heading" style={{ marginTop: 40 }}>
        <TabHeading id="audit-heading" title="Audit log" />
        <AuditLog />
      </section>
    </>
  );
}
