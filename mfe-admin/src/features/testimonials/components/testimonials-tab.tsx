import { Button, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import { useAllTestimonials } from '@wsms/api-client/catalog';
import { TabHeading } from '../../../components/tab-heading';
import { AddTestimonialDialog } from './add-testimonial-dialog';
import { TestimonialItem } from './testimonial-item';

export function TestimonialsTab() {
  const { data, isPending, isError, refetch } = useAllTestimonials();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="testimonials-heading">
      <TabHeading id="testimonials-heading" title="Testimonials">
        <Button onClick={() => setAdding(true)}>Add Testimonial</Button>
      </TabHeading>
      {isPending && <Loading text="Loading testimonials..." />}
      {isError && <LoadError message="Failed to load testimonials. Please try again later." onRetry={refetch} />}
      {data && data.length === 0 && <p>No testimonials yet.</p>}
      {data && data.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {data.map((testimonial) => <TestimonialItem key={testimonial.id} testimonial={testimonial} />)}
        </ul>
      )}
      <AddTestimonialDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
