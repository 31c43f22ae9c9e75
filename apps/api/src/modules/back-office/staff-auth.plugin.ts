import type { StaffRole } from '@shop/contracts/back-stage';
import fp from 'fastify-plugin';
import { readBearerToken } from '../sessions/index.ts';
import { findStaffSession } from './staff.repository.ts';

export interface SignedInStaff {
  session_id: number;
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member behind a valid back-stage bearer token, or null. A member's token finds none. */
    staff: SignedInStaff | null;
  }
}

/**
 * Resolves the back-stage bearer token to request.staff (staff_sessions only: a member's token is
 * unknown here and the call answers 401). Needs the `db` decorator.
 */
export const staffAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      const token = readBearerToken(request.headers.authorization);
      if (token === null) return;
      const found = await findStaffSession(app.db, token, new Date());
      if (found) request.staff = found;
    });
  },
  { name: 'staff-auth', fastify: '5.x', dependencies: ['shop-db'] },
);
