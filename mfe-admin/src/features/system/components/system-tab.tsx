import { formatBusinessMoment } from '@wsms/contracts/dates';
import type { AdminSystem, ServiceStatus } from '@wsms/contracts/system';
import { useSystemOverview } from '@wsms/api-client/system';
import { LoadError, Loading } from '@wsms/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TabHeading } from '../../../components/tab-heading';
import { bytes, duration, ms, orNone, perMinute, rate, secondsText } from '../system-format';
import { backupState, byBounds, feedLagState, outboxState, serviceState, thresholds, worst, type SystemState } from '../system-states';
import { StateBadge } from './state-badge';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;
const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 14px 16px;
  min-width: 0;
  & h4 { margin: 0; font-size: 1.0625rem; color: ${({ theme }) => theme.colors.navy}; }
  & h4.service-name { text-transform: capitalize; }
  & dl { margin: 10px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
  & dt { color: ${({ theme }) => theme.colors.muted}; }
  & dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;
const Instances = styled.ul`
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  & li { overflow-wrap: anywhere; }
`;
const Section = styled.h3`
  margin: 0 0 12px;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

/** One card: a title, its state in words and its figures. */
function FigureCard({ title, state, children, isService = false }: { title: string; state: SystemState; children: ReactNode; isService?: boolean }) {
  return (
    <Item>
      <Head>
        <h4 className={isService ? 'service-name' : undefined}>{title}</h4>
        <StateBadge state={state} />
      </Head>
      {children}
    </Item>
  );
}

function ServiceCard({ service }: { service: ServiceStatus }) {
  return (
    <FigureCard title={service.name} state={serviceState(service)} isService>
      <dl>
        <dt>Requests</dt>
        <dd>{orNone(service.requestsPerMin, perMinute)}</dd>
        <dt>Error rate</dt>
        <dd>{orNone(service.errorRate, rate)}</dd>
        <dt>p95</dt>
        <dd>{orNone(service.p95Ms, ms)}</dd>
      </dl>
      <Instances aria-label={`${service.name} instances`}>
        {service.instances.map((instance) => (
          <li key={instance.url}>
            <strong>{instance.up ? 'Up' : 'Down'}</strong> {instance.url}
            {instance.up && ` · version ${instance.version ?? '—'} · up ${orNone(instance.uptimeS, duration)}`}
          </li>
        ))}
      </Instances>
    </FigureCard>
  );
}

function OperationsCards({ system }: { system: AdminSystem }) {
  const { outbox, feedLagS, vitals, backups } = system;
  const lcp = byBounds(vitals.lcpP75Ms, thresholds.lcpMs);
  const inp = byBounds(vitals.inpP75Ms, thresholds.inpMs);
  const cls = byBounds(vitals.clsP75, thresholds.cls);
  const last = backups?.last ?? null;
  return (
    <Grid>
      <FigureCard title="E-mail outbox" state={outboxState(outbox)}>
        <dl>
          <dt>Waiting</dt>
          <dd>{outbox ? outbox.pending : 'Not available'}</dd>
          <dt>Oldest</dt>
          <dd>{outbox ? secondsText(outbox.oldestAgeS) : 'Not available'}</dd>
        </dl>
      </FigureCard>
      <FigureCard title="Report feed lag" state={feedLagState(feedLagS)}>
        <dl>
          <dt>Behind by</dt>
          <dd>{feedLagS === null ? 'Not available' : secondsText(feedLagS)}</dd>
        </dl>
      </FigureCard>
      <FigureCard title="Real visitors’ speed (p75)" state={worst(lcp, inp, cls)}>
        <dl>
          <dt>LCP</dt>
          <dd>{orNone(vitals.lcpP75Ms, ms)} <StateBadge state={lcp} /></dd>
          <dt>INP</dt>
          <dd>{orNone(vitals.inpP75Ms, ms)} <StateBadge state={inp} /></dd>
          <dt>CLS</dt>
          <dd>{orNone(vitals.clsP75, (v) => v.toFixed(3))} <StateBadge state={cls} /></dd>
        </dl>
      </FigureCard>
      <FigureCard title="Last backup" state={backupState(backups, new Date())}>
        {last ? (
          <dl>
            <dt>Taken</dt>
            <dd><time dateTime={last.at}>{formatBusinessMoment(last.at)}</time></dd>
            <dt>Result</dt>
            <dd>{last.ok ? 'Succeeded' : 'Failed'}</dd>
            <dt>Size</dt>
            <dd>{bytes(last.sizeBytes)}</dd>
          </dl>
        ) : (
          <p style={{ margin: '10px 0 0' }}>{backups ? 'No backup recorded yet.' : 'Not available (the auth service did not answer).'}</p>
        )}
        {backups?.everyHours != null && <p style={{ margin: '8px 0 0', fontSize: '0.875rem' }}>Scheduled every {backups.everyHours} h.</p>}
      </FigureCard>
    </Grid>
  );
}

/** The owner's view of the running system: every service and the figures that matter, asked again every 15 s. */
export function SystemTab() {
  const { data, isPending, isError, refetch } = useSystemOverview();
  return (
    <section aria-labelledby="system-heading">
      <TabHeading id="system-heading" title="System">
        {data && <p style={{ margin: 0 }}>Updated <time dateTime={data.at}>{formatBusinessMoment(data.at)}</time> · refreshes every 15 s</p>}
      </TabHeading>
      {isPending && <Loading text="Loading the system status..." />}
      {isError && !data && <LoadError message="Failed to load the system status" onRetry={refetch} />}
      {isError && data && <p role="status">The last refresh failed: these figures are from the time above.</p>}
      {data && (
        <>
          <Section>Services</Section>
          <Grid aria-label="Services">
            {data.services.map((service) => <ServiceCard key={service.name} service={service} />)}
          </Grid>
          <Section>Operations</Section>
          <OperationsCards system={data} />
        </>
      )}
    </section>
  );
}
