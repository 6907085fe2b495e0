export interface ServiceOffer {
  id: string;
  name: string;
  price: string;
  summary: string;
  features: readonly string[];
}

/** Spec 'Services page' and section 9 prices. */
export const services: readonly ServiceOffer[] = [
  {
    id: 'sports-medicine',
    name: 'Sports Medicine',
    price: 'from $85/session',
    summary: 'Assessment, treatment and rehabilitation from certified athletic trainers who understand combat sports.',
    features: [
      'Injury assessment and evaluation',
      'Rehabilitation and recovery programs',
      'Injury prevention strategies',
      'Return-to-training planning',
      'Taping and bracing',
    ],
  },
  {
    id: 'performance-coaching',
    name: 'Performance Coaching',
    price: 'from $75/session',
    summary: 'Evidence-based strength and conditioning designed around your sport, schedule and goals.',
    features: [
      'Strength and conditioning programs',
      'Sport-specific training',
      'Speed, agility and power development',
      'Movement screening',
      'Progress tracking and testing',
    ],
  },
  {
    id: 'nutrition',
    name: 'Nutrition Consultation',
    price: 'from $60/session',
    summary: 'Practical nutrition plans that fuel hard training, support recovery and manage weight classes safely.',
    features: [
      'Personalized meal planning',
      'Performance fueling strategies',
      'Weight-class management',
      'Supplement guidance',
      'Recovery and hydration plans',
    ],
  },
];
