export interface PerformanceProgram {
  id: string;
  name: string;
  summary: string;
  highlights: readonly string[];
}

/** Spec 'Performance training page': the four programs. */
export const performancePrograms: readonly PerformanceProgram[] = [
  {
    id: 'bjj-conditioning',
    name: 'BJJ-Specific Conditioning',
    summary: 'Conditioning built around the demands of Brazilian Jiu-Jitsu: grip endurance, hip mobility and round-after-round work capacity.',
    highlights: ['Grip and pulling strength', 'Hip and shoulder mobility', 'Round-based energy system work'],
  },
  {
    id: 'athletic-performance',
    name: 'Athletic Performance Enhancement',
    summary: 'Strength, power, speed and agility development guided by testing, so every block of training has a measurable goal.',
    highlights: ['Strength and power development', 'Speed and agility training', 'Regular performance testing'],
  },
  {
    id: 'group-training',
    name: 'Group Training',
    summary: 'Small-group sessions of 3-5 athletes: coaching attention of a private session with the energy of training partners.',
    highlights: ['Groups of 3-5 athletes', 'Individual programming within the group', 'Shared motivation and accountability'],
  },
  {
    id: 'competition-prep',
    name: 'Competition Preparation',
    summary: 'Peaking plans for tournaments and fights, covering conditioning, weight management and recovery in the weeks before you compete.',
    highlights: ['Periodized peaking plans', 'Weight-cut and nutrition support', 'Taper and recovery strategy'],
  },
];

export const performanceBenefits: readonly string[] = [
  'Programs designed by certified athletic trainers and coaches',
  'Training based on sports science, not guesswork',
  'Lower injury risk through smarter loading and recovery',
  'Measurable progress with regular testing',
  'Coaching that fits around your mat time',
  'Support from sports medicine and nutrition under one roof',
];
