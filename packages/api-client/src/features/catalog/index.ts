export { instructorKeys, staffKeys, testimonialKeys, type ListScope } from './catalog-keys';
export { getInstructors, instructorsQueryOptions, useInstructors, getAllInstructors, allInstructorsQueryOptions, useAllInstructors } from './get-instructors';
export { getStaff, staffQueryOptions, useStaff, getAllStaff, allStaffQueryOptions, useAllStaff } from './get-staff';
export { getTestimonials, testimonialsQueryOptions, useTestimonials, getAllTestimonials, allTestimonialsQueryOptions, useAllTestimonials } from './get-testimonials';
export { useOwnInstructorProfile, useUpdateOwnInstructorProfile } from './instructor-profile';
export { useSaveInstructor, useDeleteInstructor, type SaveInstructor } from './save-instructor';
export { useSaveStaff, useDeleteStaff, type SaveStaff } from './save-staff';
export { useCreateTestimonial, useSetApproval } from './save-testimonial';
