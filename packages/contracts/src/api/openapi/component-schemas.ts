import type { z } from 'zod';
import { publicUserSchema } from '../../auth.schema';
import { availabilitySlotSchema, availabilityTemplateSchema, freeTimesResponseSchema } from '../../availability.schema';
import {
  bookingCheckoutResponseSchema,
  bookingSchema,
  checkoutSummarySchema,
  instructorProfileSchema,
  outboxEmailSchema,
} from '../../booking.schema';
import {
  checkoutResponseSchema,
  instructorSchema,
  orderSchema,
  orderSummarySchema,
  productSchema,
  staffMemberSchema,
  testimonialSchema,
} from '../../catalog.schema';
import { contactConfigSchema, contactResponseSchema, contactSubmissionSchema } from '../../contact.schema';
import { digitalProductSchema } from '../../content.schema';
import { identitySchema } from '../../identity';
import { apiErrorSchema } from '../api-error.schema';

/** Response shapes named in the document's components (everything else is written inline). */
export const componentSchemas: Record<string, z.ZodType> = {
  ApiError: apiErrorSchema,
  PublicUser: publicUserSchema,
  Identity: identitySchema,
  Instructor: instructorSchema,
  StaffMember: staffMemberSchema,
  Testimonial: testimonialSchema,
  Product: productSchema,
  ShopCheckout: checkoutResponseSchema,
  OrderSummary: orderSummarySchema,
  Order: orderSchema,
  FreeTimes: freeTimesResponseSchema,
  Booking: bookingSchema,
  CheckoutStarted: bookingCheckoutResponseSchema,
  CheckoutSummary: checkoutSummarySchema,
  InstructorProfile: instructorProfileSchema,
  AvailabilitySlot: availabilitySlotSchema,
  AvailabilityTemplate: availabilityTemplateSchema,
  OutboxEmail: outboxEmailSchema,
  ContactConfig: contactConfigSchema,
  ContactReceipt: contactResponseSchema,
  ContactSubmission: contactSubmissionSchema,
  DigitalProduct: digitalProductSchema,
};
