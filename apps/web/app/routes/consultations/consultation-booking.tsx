// /consultation1on1-booking (member-area §2.11, login required: the access guard sends a guest to /login
// and back): book a consultation, change or cancel one, and the member's bookings below the form.
import { contentMessages, consultationMessages as m } from '@shop/core';
import { loadBookingPage } from '../../features/consultations/booking-data';
import { BookingPage } from '../../features/consultations/booking-page';
import { Breadcrumb } from '../../features/content/breadcrumb';
import { PageLoading, privatePageMeta } from '../../lib/private-page';
import type { Route } from './+types/consultation-booking';

const CRUMBS = [
  { name: contentMessages.breadcrumbHome, path: '/' },
  { name: m.pageTitle, path: '/consultation1on1' },
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
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb crumbs={CRUMBS} />
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-wide text-ink">{m.bookingTitle}</h1>
        <p className="mt-2 text-sm text-ink-soft">{m.booking.lead}</p>
      </header>
      {loaderData.state === 'guest' ? (
        <PageLoading text={m.booking.loading} />
      ) : (
        <BookingPage
          schedule={loaderData.schedule}
          bookings={loaderData.bookings}
          mobile={loaderData.member?.member_mobile ?? ''}
        />
      )}
    </div>
  );
}
