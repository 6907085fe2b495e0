import { useTestimonials } from '@wsms/api-client';
import { Badge, Card, Container, Grid, Section } from '@wsms/ui';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { SectionHeading } from '../../components/section-heading';
import { StarRating } from '../../components/star-rating';
import { ListStatus } from '../../components/status';

const Quote = styled.blockquote`
  margin: 0;
  font-size: 1.0625rem;
  &::before { content: '“'; }
  &::after { content: '”'; }
`;

const Author = styled.footer`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & cite { font-style: normal; font-weight: 700; color: ${({ theme }) => theme.colors.navy}; }
`;

export default function TestimonialsSection() {
  const testimonials = useTestimonials();
  // Cards render in a background pass once the list arrives (no long main-thread task).
  const data = useDeferredValue(testimonials.data);
  const list = data ?? [];
  return (
    <Section aria-labelledby="testimonials-title" style={{ background: '#fff' }}>
      <Container>
        <SectionHeading id="testimonials-title" title="What Our Clients Say">
          Athletes on their recovery, performance and results.
        </SectionHeading>
        {testimonials.isError || data === undefined || list.length === 0 ? (
          <ListStatus
            loading={data === undefined && !testimonials.isError ? 'Loading testimonials...' : undefined}
            error={testimonials.isError ? 'Failed to load testimonials. Please try again later.' : undefined}
            onRetry={testimonials.refetch}
            empty="No testimonials yet."
          />
        ) : (
          <Grid $min="280px">
            {list.map((t) => (
              <Card as="figure" key={t.id} style={{ margin: 0 }}>
                <StarRating rating={t.rating} />
                <Quote>{t.content}</Quote>
                <Author as="figcaption">
                  <cite>{t.clientName}</cite>
                  {t.service && <Badge>{t.service}</Badge>}
                </Author>
              </Card>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
