// What /consultation1on1-booking loads in the browser (the member's token lives there): the open slots,
// the member's bookings and the member (for the contact mobile). Each part fails on its own, so a
// failed history still lets the member book.
import {
  type ConsultationAnswer,
  type ConsultationBooking,
  consultationCalls,
  type Member,
} from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import { storedAuthToken } from '../../lib/storage';
import { loadMemberData } from '../accounts/session';

export type BookingPageData =
  | { state: 'guest' }
  | {
      state: 'shown';
      /** null: the slots failed to load. */
      schedule: ConsultationAnswer | null;
      /** null: the history failed to load. */
      bookings: ConsultationBooking[] | null;
      member: Member | null;
    };

const logged = (label: string) => (error: unknown) => {
  console.error(`[consultation] ${label} failed`, error);
  return null;
};

export async function loadBookingPage(): Promise<BookingPageData> {
  // The access guard is on its way to /login.
  if (!storedAuthToken()) return { state: 'guest' };
  const api = browserApi();
  const [schedule, bookings, member] = await Promise.all([
    api.send(consultationCalls.consultation).catch(logged('get-one-by-one')),
    api
      .send(consultationCalls.history)
      .then((answer) => answer.bookings)
      .catch(logged('member-history')),
    loadMemberData(),
  ]);
  return { state: 'shown', schedule, bookings, member };
}
