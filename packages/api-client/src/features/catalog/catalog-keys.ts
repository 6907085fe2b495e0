/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const instructorKeys = {
  all: ['/api/instructors'] as const,
};

export const staffKeys = {
  all: ['/api/staff'] as const,
};

export const testimonialKeys = {
  all: ['/api/testimonials'] as const,
};
