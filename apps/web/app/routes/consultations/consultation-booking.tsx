// /consultation1on1-booking (member-area §2.11, login required: the access guard sends a guest to /login
// and back): book a consultation, change or cancel one, and the member's bookings below the form.
import { consultationMessages as m } from '@shop/core';
import { loadBookingPage } from '../../features/consultations/booking-data';
import { BookingPage } from '../../features/consultations/booking-page';
import { PageFrame } from '../../features/content/page-frame';
import { crumbsBelowHome } from '../../features/content/seo';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/consultation-booking';

const CRUMBS = [
  ...crumbsBelowHome(m.pageTitle, '/consultation1on1'),
  { name: m.bookingTitle, path: '/consultation1on1-booking' },
];

export const meta: Route.MetaFunction = () => privatePageMeta(m.bookingTitle);

export async function clientLoader() {
  return loadBookingPage();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading text={m.booking.loading} />;
}

export default function ConsultationBooking({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame crumbs={CRUMBS} title={m.bookingTitle} intro={m.booking.lead}>
      {loaderData.state === 'guest' ? (
        <PageLoading text={m.booking.loading} />
      ) : (
        <BookingPage
          schedule={loaderData.schedule}
          bookings={loaderData.bookings}
          mobile={loaderData.member?.member_mobile ?? ''}
        />
      )}
    </PageFrame>
  );
}
