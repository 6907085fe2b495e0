import type { PortraitLook } from './portrait-svg';

const skin = { light: '#f3c9a8', fair: '#e9b48f', tan: '#c98e62', brown: '#9c6640', deep: '#6e4328' } as const;
const hair = { black: '#1c1714', brown: '#5a3a24', auburn: '#8a3f1c', blond: '#d2a85a', grey: '#8d8d8d' } as const;

/**
 * Generated portraits for the demo team and instructors, stored as uploads under these ids
 * (`/uploads/demo-<key>.webp`); the catalog's demo records point at the same keys.
 */
export const demoPortraits: ReadonlyArray<{ key: string; look: PortraitLook }> = [
  { key: 'marcus-silva', look: { skin: skin.tan, hair: hair.black, hairStyle: 'crop', shirt: '#0f2a4a', background: ['#2b6cb0', '#1a365d'], beard: true } },
  { key: 'elena-park', look: { skin: skin.light, hair: hair.black, hairStyle: 'long', shirt: '#c05621', background: ['#f6ad55', '#dd6b20'] } },
  { key: 'dante-okafor', look: { skin: skin.deep, hair: hair.black, hairStyle: 'bald', shirt: '#276749', background: ['#68d391', '#2f855a'], beard: true } },
  { key: 'sofia-reyes', look: { skin: skin.fair, hair: hair.brown, hairStyle: 'bun', shirt: '#6b46c1', background: ['#b794f4', '#6b46c1'] } },
  { key: 'james-callahan', look: { skin: skin.light, hair: hair.auburn, hairStyle: 'short', shirt: '#2c5282', background: ['#90cdf4', '#3182ce'] } },
  { key: 'priya-nair', look: { skin: skin.brown, hair: hair.black, hairStyle: 'long', shirt: '#b83280', background: ['#fbb6ce', '#d53f8c'], glasses: true } },
  { key: 'rachel-kim', look: { skin: skin.light, hair: hair.black, hairStyle: 'bun', shirt: '#f7fafc', background: ['#81e6d9', '#319795'], glasses: true } },
  { key: 'tom-brennan', look: { skin: skin.fair, hair: hair.blond, hairStyle: 'short', shirt: '#c53030', background: ['#feb2b2', '#e53e3e'] } },
  { key: 'aisha-thompson', look: { skin: skin.deep, hair: hair.black, hairStyle: 'curly', shirt: '#d69e2e', background: ['#faf089', '#d69e2e'] } },
  { key: 'lauren-doyle', look: { skin: skin.fair, hair: hair.blond, hairStyle: 'long', shirt: '#2b6cb0', background: ['#bee3f8', '#4299e1'] } },
  { key: 'kevin-murphy', look: { skin: skin.light, hair: hair.grey, hairStyle: 'short', shirt: '#4a5568', background: ['#e2e8f0', '#718096'] } },
];
