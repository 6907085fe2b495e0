import { label, type AuditPhrases } from '../audit-phrase';
import type { catalogApi } from '../catalog.routes';

export const catalogPhrases: AuditPhrases<typeof catalogApi> = {
  createInstructor: ({ body, result }) => ({ verb: 'add', what: `instructor ${label(result?.name ?? body.name)}` }),
  updateInstructor: ({ params, result }) => ({ verb: 'change', what: `instructor ${label(result?.name, params.id)}` }),
  updateInstructorProfile: ({ params, result }) => ({ verb: 'change', what: `the profile of instructor ${label(result?.name, params.id)}` }),
  deleteInstructor: ({ params, subject }) => ({ verb: 'delete', what: `instructor ${label(subject, params.id)}` }),
  createStaff: ({ body, result }) => ({ verb: 'add', what: `staff member ${label(result?.name ?? body.name)}` }),
  updateStaff: ({ params, result }) => ({ verb: 'change', what: `staff member ${label(result?.name, params.id)}` }),
  deleteStaff: ({ params, subject }) => ({ verb: 'delete', what: `staff member ${label(subject, params.id)}` }),
  createTestimonial: ({ body }) => ({ verb: 'add', what: `testimonial by ${label(body.clientName)}` }),
  approveTestimonial: ({ params, body, result }) => ({
    verb: body.isApproved ? 'approve' : 'hide',
    what: result ? `testimonial by ${label(result.clientName)}` : `testimonial ${params.id}`,
  }),
  createProduct: ({ body, result }) => ({ verb: 'add', what: `product ${label(result?.name ?? body.name)}` }),
  updateProduct: ({ params, result }) => ({ verb: 'change', what: `product ${label(result?.name, params.id)}` }),
  markOrderPaid: ({ params, result }) => ({
    verb: 'record',
    what: `the payment of order ${params.id}${result ? ` of $${result.amount} for ${label(result.productName)}` : ''}`,
  }),
};
