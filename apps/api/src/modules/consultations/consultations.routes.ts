import { consultationCalls } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/register-call.ts';
import { memberIdOf } from '../sessions/index.ts';
import * as service from './consultations.service.ts';

/** One-on-one consultation (member-area §2.11, §7 "Consultation"): open slots, a member's bookings. */
export const consultationRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { db } = app;
  const now = opts.now ?? (() => new Date());
  registerCalls(app, consultationCalls, {
    // No lifetime in the call table: every booking changes the seats left, so no answer is kept.
    consultation: () => service.consultationSlots(db, now()),
    history: (request) => service.memberBookings(db, memberIdOf(request), now()),
    update: (request) => service.saveBooking(db, memberIdOf(request), request.body, now()),
    cancel: (request) => service.cancelBooking(db, memberIdOf(request), request.body.booking_id, now()),
  });
};
