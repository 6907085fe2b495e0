import type { NewTestimonial } from '../../data-access/testimonial-repository';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

export type DemoTestimonial = NewTestimonial & { createdAt: Date };

/** Six approved (shown on Home) and two pending (for the admin's approval switch). */
export const demoTestimonials = (): DemoTestimonial[] => [
  {
    clientName: 'Ryan M.',
    service: 'Performance Coaching',
    rating: 5,
    content: 'Twelve weeks with Marcus took my conditioning to a level I did not know I had. I won my division at the New England Open without gassing once.',
    isApproved: true,
    createdAt: daysAgo(6),
  },
  {
    clientName: 'Kayla S.',
    service: 'Sports Medicine',
    rating: 5,
    content: 'After my ACL surgery I was scared to roll again. The team built a clear return-to-sport plan and I was back competing in eight months.',
    isApproved: true,
    createdAt: daysAgo(13),
  },
  {
    clientName: 'Andre L.',
    service: 'Nutrition Consultation',
    rating: 5,
    content: 'Sofia helped me cut weight the right way. I made weight feeling strong for the first time in my career.',
    isApproved: true,
    createdAt: daysAgo(21),
  },
  {
    clientName: 'Megan T.',
    service: 'Private Training',
    rating: 4,
    content: 'Private sessions fixed holes in my guard I had been carrying for years. Worth every minute.',
    isApproved: true,
    createdAt: daysAgo(34),
  },
  {
    clientName: 'Carlos D.',
    service: 'Performance Coaching',
    rating: 5,
    content: 'The small-group training is the perfect mix of coaching and competition. My deadlift and my cardio both went up.',
    isApproved: true,
    createdAt: daysAgo(47),
  },
  {
    clientName: 'Hannah W.',
    rating: 5,
    content: 'Friendly, knowledgeable and genuinely invested in their athletes. I recommend them to everyone at my gym.',
    isApproved: true,
    createdAt: daysAgo(60),
  },
  {
    clientName: 'Derek P.',
    service: 'Sports Medicine',
    rating: 4,
    content: 'My shoulder feels better after three visits. Looking forward to finishing the program.',
    isApproved: false,
    createdAt: daysAgo(2),
  },
  {
    clientName: 'Olivia G.',
    service: 'Nutrition Consultation',
    rating: 5,
    content: 'The meal plan is simple to follow and I have more energy for evening classes.',
    isApproved: false,
    createdAt: daysAgo(1),
  },
];
