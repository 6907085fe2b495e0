import { locations } from '@wsms/contracts';
import type { NewInstructor } from '../../data-access/instructor-repository';

const city = (slug: string) => locations.find((l) => l.slug === slug)!.city;

/** One coach per gym. Marcus Silva's e-mail is the demo staff account's, so the staff dashboard finds him. */
export const demoInstructors: readonly NewInstructor[] = [
  {
    name: 'Marcus Silva',
    email: 'marcus.silva@sciencemeetssport.com',
    title: 'Head Coach & Performance Director',
    bio: 'Third-degree black belt and strength coach who has prepared grapplers for IBJJF, ADCC trials and regional MMA cards. Marcus blends technical drilling with data-driven conditioning so athletes peak on competition day.',
    beltLevel: 'Black Belt (3rd Degree)',
    locations: [city('marlborough')],
    hourlyRateCents: 12000,
    specialties: ['Brazilian Jiu-Jitsu', 'Competition Preparation', 'Strength & Conditioning', 'Injury Prevention'],
    certifications: ['IBJJF Black Belt', 'NSCA Certified Strength and Conditioning Specialist (CSCS)', 'CPR/AED'],
  },
  {
    name: 'Elena Park',
    email: 'elena.park@sciencemeetssport.com',
    title: 'Sports Physical Therapist',
    bio: 'Doctor of physical therapy specialising in getting combat athletes back on the mats after knee, shoulder and neck injuries, with return-to-sport testing at every step.',
    beltLevel: 'Brown Belt',
    locations: [city('west-boylston')],
    hourlyRateCents: 11000,
    specialties: ['Rehabilitation', 'Return to Sport', 'Mobility', 'Shoulder & Knee Care'],
    certifications: ['Doctor of Physical Therapy (DPT)', 'Board-Certified Sports Clinical Specialist (SCS)', 'Functional Dry Needling'],
  },
  {
    name: 'Dante Okafor',
    email: 'dante.okafor@sciencemeetssport.com',
    title: 'Strength & Conditioning Coach',
    bio: 'Former collegiate wrestler who builds explosive, durable athletes with velocity-based training and sport-specific energy-system work.',
    beltLevel: 'Purple Belt',
    locations: [city('weymouth')],
    hourlyRateCents: 8500,
    specialties: ['Strength & Conditioning', 'Explosive Power', 'Energy Systems', 'Wrestling'],
    certifications: ['NSCA-CSCS', 'USA Weightlifting Level 1'],
  },
  {
    name: 'Sofia Reyes',
    email: 'sofia.reyes@sciencemeetssport.com',
    title: 'Sports Nutritionist',
    bio: 'Registered dietitian who plans fuelling, hydration and safe weight management for athletes in weight-class sports, from fight camp to recovery.',
    beltLevel: 'Blue Belt',
    locations: [city('chicopee')],
    hourlyRateCents: 7500,
    specialties: ['Sports Nutrition', 'Weight Management', 'Meal Planning'],
    certifications: ['Registered Dietitian (RD)', 'Certified Sports Nutritionist (CISSN)'],
  },
  {
    name: 'James Callahan',
    email: 'james.callahan@sciencemeetssport.com',
    title: 'Grappling & Takedown Coach',
    bio: 'Black belt and former Division I wrestler focused on takedowns, top pressure and smart game plans for competitors of every level.',
    beltLevel: 'Black Belt',
    locations: [city('tewksbury')],
    hourlyRateCents: 9500,
    specialties: ['Takedowns', 'Brazilian Jiu-Jitsu', 'Game Planning', 'Competition Preparation', 'No-Gi Grappling'],
    certifications: ['IBJJF Black Belt', 'USA Wrestling Bronze Certification', 'SafeSport Trained'],
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@sciencemeetssport.com',
    title: 'Certified Athletic Trainer',
    bio: 'Athletic trainer who covers injury assessment, taping and recovery protocols, helping athletes train hard without losing weeks to preventable injuries.',
    beltLevel: 'Purple Belt',
    locations: [city('woburn')],
    hourlyRateCents: 9000,
    specialties: ['Injury Assessment', 'Taping & Bracing', 'Recovery Protocols', 'Mobility'],
    certifications: ['Certified Athletic Trainer (ATC)', 'NASM Performance Enhancement Specialist (PES)', 'Emergency Cardiac Care'],
  },
];
