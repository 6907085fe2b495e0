import { TabHeading } from '../../../components/tab-heading';
import { AuditLog } from './audit-log';
import { UserRoles } from './user-roles';

export function RolesTab() {
  return (
    <>
      <section aria-labelledby="roles-heading">
        <TabHeading id="roles-heading" title="Roles" />
        <p style={{ marginTop: 0 }}>
          Promote a client to staff (their instructor record is linked by e-mail, or created inactive) or demote staff to client.
        </p>
        <UserRoles />
      </section>
      <section aria-labelledby="audit-heading" style={{ marginTop: 40 }}>
        <TabHeading id="audit-heading" title="Audit log" />
        <AuditLog />
      </section>
    </>
  );
}
