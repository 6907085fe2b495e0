export { instructorKeys, staffKeys, testimonialKeys } from './catalog-keys';
export { getInstructors, instructorsQueryOptions, useInstructors } from './get-instructors';
export { getStaff, staffQueryOptions, useStaff } from './get-staff';
export { getTestimonials, testimonialsQueryOptions, useTestimonials } from './get-testimonials';
export { useOwnInstructorProfile, useUpdateOwnInstructorProfile } from './instructor-profile';
