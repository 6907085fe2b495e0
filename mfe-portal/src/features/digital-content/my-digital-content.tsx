import { YOUTUBE_EMBED_ORIGIN, type OwnedDigitalContent } from '@wsms/contracts';
import { Button, Card, CardDescription, CardTitle, LoadError, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMyDigitalContent } from '@wsms/api-client/content';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  & h3 { margin: 0 0 8px; font-size: 1.25rem; overflow-wrap: anywhere; }
  & p { overflow-wrap: anywhere; }
`;
const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 800px;
  aspect-ratio: 16 / 9;
  & iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
`;
const Area = styled.section`
  margin-top: 32px;
  & > h2 { margin: 0 0 16px; font-size: 1.25rem; }
`;
// Only YouTube's privacy-enhanced player is ever framed (the site's CSP allows no other frame origin).
const isPrivacyEmbed = (url: string | null): url is string => Boolean(url?.startsWith(`${YOUTUBE_EMBED_ORIGIN}/embed/`));

function ContentBody({ product }: { product: OwnedDigitalContent['product'] }) {
  if (product.type === 'video' && isPrivacyEmbed(product.embedUrl)) {
    return (
      <>
        <Frame>
          <iframe
            src={product.embedUrl}
            title={`Video: ${product.title}`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        </Frame>
        {product.chapters.length > 0 && (
          <ol aria-label={`Chapters of ${product.title}`}>
            {product.chapters.map((c) => (
              <li key={`${c.timestamp}-${c.title}`}>{c.timestamp} {c.title}{c.description ? ` - ${c.description}` : ''}</li>
            ))}
          </ol>
        )}
      </>
    );
  }
  if (product.type === 'pdf' && product.pdfUrl) {
    return (
      <>
        <p>{product.pages ? `${product.pages} pages. ` : ''}Your copy is marked with your e-mail address and purchase number.</p>
        {product.sections.length > 0 && (
          <ul aria-label={`Sections of ${product.title}`}>
            {product.sections.map((s) => (
              <li key={`${s.pageStart}-${s.title}`}>{s.title} (pages {s.pageStart}-{s.pageEnd})</li>
            ))}
          </ul>
        )}
        <Button as="a" href={product.pdfUrl} download aria-label={`Download PDF: ${product.title}`}>Download PDF</Button>
      </>
    );
  }
  return (
    <Button as={Link} to="/workout-tracker" variant="outline" aria-label={`Open in Workout Tracker: ${product.title}`}>
      Open in Workout Tracker
    </Button>
  );
}

/** What the client bought in the shop: videos play here, PDFs download stamped, programs open in the tracker. */
/** Below My Programs: what the client bought in the shop, under its own heading. */
export function MyDigitalContent() {
  return (
    <Area aria-labelledby="my-digital-content">
      <h2 id="my-digital-content">My Digital Content</h2>
      <DigitalContentList />
    </Area>
  );
}

function DigitalContentList() {
  const content = useMyDigitalContent();
  if (content.isPending) return <Loading text="Loading digital content..." />;
  if (content.isError) return <LoadError message={content.error.message} onRetry={content.refetch} />;
  if (content.data.length === 0) {
    return (
      <Card>
        <CardTitle as="h3">No digital content yet</CardTitle>
        <CardDescription>Videos, guides and programs you buy in the shop appear here.</CardDescription>
        <Button as={Link} to="/shop" variant="outline">Browse the Shop</Button>
      </Card>
    );
  }
  return (
    <List aria-label="My digital content">
      {content.data.map(({ product, purchase }) => (
        <Card as="li" key={purchase.id}>
          <h3>{product.title}</h3>
          {product.description && <p>{product.description}</p>}
          <ContentBody product={product} />
        </Card>
      ))}
    </List>
  );
}
