import { Button, Card, CardDescription, CardTitle, Grid } from '@wsms/ui';
import { Link } from 'react-router';
import { NewTabLink } from '../../components/new-tab-link';
import { allApps } from '../../content/apps';

export function AppCards() {
  return (
    <Grid $min="260px">
      {allApps.map((app) => (
        <Card as="article" key={app.id} aria-labelledby={`apps-${app.id}`}>
          <CardTitle as="h2" id={`apps-${app.id}`}>{app.name}</CardTitle>
          <CardDescription>{app.description}</CardDescription>
          <div style={{ marginTop: 'auto' }}>
            {app.to ? (
              <Button as={Link} to={app.to} fullWidth>Explore {app.name}</Button>
            ) : (
              <NewTabLink href={app.href!} fullWidth>Visit Website</NewTabLink>
            )}
          </div>
        </Card>
      ))}
    </Grid>
  );
}
