// One-on-one consultation (member-area §2.11, §7 "Consultation"): the open slots, a member's bookings,
// booking or changing one (update-one-by-one) and cancelling it. The spec shows no bodies or answers;
// these shapes are ours (docs/decisions/048-one-on-one-consultation-the-api.md).
import { consultationMessages as m } from '@shop/core';
import { z } from 'zod';
import { TaiwanMobile } from './accounts.ts';
import { callsOf } from './define-call.ts';

export const CONSULTATION_METHODS = ['video', 'phone', 'line'] as const;
export const CONSULTATION_SKIN_TYPES = ['dry', 'sensitive', 'oily', 'combination', 'normal'] as const;
export const CONSULTATION_CONCERNS = [
  'dryness',
  'redness',
  'acne',
  'pores',
  'dullness',
  'wrinkles',
  'darkSpots',
  'oiliness',
] as const;
export const CONSULTATION_MAX_CONCERNS = 3;
export const CONSULTATION_NOTE_MAX_LENGTH = 300;

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** One start time: ISO instant and the seats still free (0: full). */
export const ConsultationSlot = z.object({ starts_at: z.string(), remaining: z.number().int() });
export const ConsultationDay = z.object({
  /** YYYY-MM-DD in Taipei. */
  date: z.string(),
  slots: z.array(ConsultationSlot),
});
export const ConsultationAnswer = z.object({
  duration_minutes: z.number().int(),
  /** Hours before the start after which a booking cannot be changed or cancelled online. */
  cutoff_hours: z.number(),
  days: z.array(ConsultationDay),
});
export type ConsultationAnswer = z.infer<typeof ConsultationAnswer>;

export const ConsultationBooking = z.object({
  booking_id: z.number().int(),
  starts_at: z.string(),
  method: z.enum(CONSULTATION_METHODS),
  skin_type: z.enum(CONSULTATION_SKIN_TYPES),
  concerns: z.array(z.enum(CONSULTATION_CONCERNS)),
  note: z.string(),
  contact_mobile: z.string(),
  /** completed: booked and its start has passed. */
  status: z.enum(['booked', 'cancelled', 'completed']),
  /** Booked and still before the cutoff: the member may change or cancel it. */
  changeable: z.boolean(),
  created_at: z.string(),
});
export type ConsultationBooking = z.infer<typeof ConsultationBooking>;
export const ConsultationHistoryAnswer = z.object({ bookings: z.array(ConsultationBooking) });
export type ConsultationHistoryAnswer = z.infer<typeof ConsultationHistoryAnswer>;
export const ConsultationBookingAnswer = z.object({ booking: ConsultationBooking });
export type ConsultationBookingAnswer = z.infer<typeof ConsultationBookingAnswer>;

/** Without booking_id a new booking; with it, that booking moved or edited. The form validates with it too. */
export const UpdateConsultationBody = z.strictObject({
  booking_id: Id.optional(),
  starts_at: z.iso.datetime({ offset: true, error: m.slotRequired }),
  method: z.enum(CONSULTATION_METHODS),
  skin_type: z.enum(CONSULTATION_SKIN_TYPES),
  concerns: z
    .array(z.enum(CONSULTATION_CONCERNS))
    .min(1, { error: m.concernsRequired })
    .max(CONSULTATION_MAX_CONCERNS, { error: m.concernsTooMany })
    .refine((list) => new Set(list).size === list.length, { error: m.concernsRequired }),
  note: z.string().trim().max(CONSULTATION_NOTE_MAX_LENGTH, { error: m.noteTooLong }).default(''),
  contact_mobile: TaiwanMobile,
});
export type UpdateConsultationBody = z.infer<typeof UpdateConsultationBody>;
export const CancelConsultationBody = z.strictObject({ booking_id: Id });

const consultationCall = callsOf('consultations');

export const consultationCalls = {
  consultation: consultationCall({
    method: 'GET',
    route: 'get-one-by-one',
    summary: 'The open consultation slots of the next 14 days with the seats left in each',
    answer: ConsultationAnswer,
    auth: 'none',
  }),
  history: consultationCall({
    method: 'GET',
    route: 'get-one-by-one/member-history',
    summary: "The member's consultation bookings, the next one first, then the rest newest first",
    answer: ConsultationHistoryAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  update: consultationCall({
    method: 'PUT',
    route: 'update-one-by-one',
    summary: 'Book a consultation (one upcoming per member), or move and edit one before its cutoff',
    body: UpdateConsultationBody,
    answer: ConsultationBookingAnswer,
    errors: [401, 404, 409, 422],
    auth: 'required',
  }),
  cancel: consultationCall({
    method: 'PUT',
    route: 'cancel-one-by-one',
    summary: 'Cancel a booking before its cutoff; its seat opens again',
    body: CancelConsultationBody,
    answer: ConsultationBookingAnswer,
    errors: [401, 404, 409, 422],
    auth: 'required',
  }),
};
