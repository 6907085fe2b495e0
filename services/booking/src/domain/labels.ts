import { sessionTypes } from '@wsms/contracts';

export const sessionTypeLabel = (value: string) => sessionTypes.find((s) => s.value === value)?.label ?? value;

/** 'west boylston' -> 'West Boylston' (booking locations are stored lowercase, as the spec sends them). */
export const locationLabel = (value: string) => value.replace(/\b\w/g, (c) => c.toUpperCase());
