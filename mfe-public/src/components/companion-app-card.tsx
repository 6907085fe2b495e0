import { Card, CardDescription, CardTitle, VisuallyHidden } from '@wsms/ui';
import type { companionApps } from '@wsms/contracts/business';
import styled from 'styled-components';
import { NewTabLink } from './new-tab-link';

type CompanionApp = (typeof companionApps)[number];

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0;
  text-align: center;
  & div { background: ${({ theme }) => theme.colors.background}; border-radius: ${({ theme }) => theme.radii.md}; padding: 8px 4px; }
  & dt { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
  & dd { margin: 0; font-weight: 700; font-size: 1.125rem; color: ${({ theme }) => theme.colors.navy}; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
`;

/** A companion app with its static store statistics and its store and website links (new tabs). */
export function CompanionAppCard({ app, headingLevel = 'h3' }: { app: CompanionApp; headingLevel?: 'h2' | 'h3' }) {
  const headingId = `app-${app.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <CardTitle as={headingLevel} id={headingId}>{app.name}</CardTitle>
      <CardDescription>{app.description}</CardDescription>
      <Stats>
        <div><dt>Downloads</dt><dd>{app.downloads}</dd></div>
        <div><dt>Rating</dt><dd>{app.rating}</dd></div>
        <div><dt>Reviews</dt><dd>{app.reviews}</dd></div>
      </Stats>
      <Links>
        <NewTabLink href={app.appStoreUrl} variant="secondary" size="sm">App Store<VisuallyHidden>: {app.name}</VisuallyHidden></NewTabLink>
        <NewTabLink href={app.playStoreUrl} variant="secondary" size="sm">Google Play<VisuallyHidden>: {app.name}</VisuallyHidden></NewTabLink>
        <NewTabLink href={app.websiteUrl} variant="outline" size="sm">Website<VisuallyHidden>: {app.name}</VisuallyHidden></NewTabLink>
      </Links>
    </Card>
  );
}
