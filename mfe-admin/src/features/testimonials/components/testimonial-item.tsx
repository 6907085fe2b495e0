import type { Testimonial } from '@wsms/contracts';
import { Badge, Card, toast } from '@wsms/ui';
import styled from 'styled-components';
import { useSetApproval } from '@wsms/api-client/catalog';
import { failureText } from '../../../lib/failure-text';
import { Stars } from '../../../components/stars';
import { Switch } from '../../../components/switch';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-style: italic;
  overflow-wrap: anywhere;
`;

export function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const approval = useSetApproval();
  const onChange = (isApproved: boolean) =>
    approval.mutate(
      { id: testimonial.id, isApproved },
      {
        onSuccess: () => toast({ title: isApproved ? 'Testimonial approved' : 'Testimonial hidden' }),
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  return (
    <Card as="li">
      <Head>
        <div>
          <Name>{testimonial.clientName}</Name>
          <Stars rating={testimonial.rating} />
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Badge $variant={testimonial.isApproved ? 'success' : 'muted'}>{testimonial.isApproved ? 'Approved' : 'Pending'}</Badge>
          <Switch
            checked={testimonial.isApproved}
            label={`Approve testimonial from ${testimonial.clientName}`}
            disabled={approval.isPending}
            onChange={onChange}
          />
        </div>
      </Head>
      <Quote>&ldquo;{testimonial.content}&rdquo;</Quote>
      {testimonial.service && <p style={{ margin: 0, color: '#4a5568' }}>{testimonial.service}</p>}
    </Card>
  );
}
