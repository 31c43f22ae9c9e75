// One-on-one consultation: the open slots, booking, changing and cancelling, auth on the member calls, and
// no overbooking under concurrent requests (run on PostgreSQL too: docs/decisions/048-one-on-one-consultation-the-api.md).
import {
  ConsultationAnswer,
  ConsultationBookingAnswer,
  ConsultationHistoryAnswer,
  ErrorBody,
} from '@shop/contracts';
import {
  accountValidationMessages,
  CONSULTATION_CUTOFF_MS,
  CONSULTATION_SEATS,
  consultationDays,
  consultationMessages as m,
} from '@shop/core';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { newMemberSession } from '../../../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE_MS = 60_000;
const TAIPEI_OFFSET_MS = 8 * 60 * MINUTE_MS;
const { consultationBookings } = schema;

async function slots(): Promise<ConsultationAnswer> {
  const res = await t.call('GET', 'get-one-by-one');
  expect(res.statusCode).toBe(200);
  return ConsultationAnswer.parse(res.json());
}

async function remainingAt(startsAt: string): Promise<number | undefined> {
  const all = (await slots()).days.flatMap((day) => day.slots);
  return all.find((slot) => slot.starts_at === startsAt)?.remaining;
}

const handedOut = new Set<string>();
/** Starts nobody has booked and no other test has used, earliest first. */
async function freeStarts(count: number): Promise<string[]> {
  const free = (await slots()).days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.remaining === CONSULTATION_SEATS && !handedOut.has(slot.starts_at))
    .slice(0, count)
    .map((slot) => slot.starts_at);
  if (free.length < count) throw new Error(`only ${free.length} free starts left`);
  for (const start of free) handedOut.add(start);
  return free;
}

async function freeStart(): Promise<string> {
  return (await freeStarts(1))[0]!;
}

function bookingBody(startsAt: string, fields: Record<string, unknown> = {}) {
  return {
    starts_at: startsAt,
    method: 'video',
    skin_type: 'sensitive',
    concerns: ['redness', 'dryness'],
    note: '換季時兩頰容易泛紅',
    contact_mobile: '0912345678',
    ...fields,
  };
}

function book(token: string, startsAt: string, fields: Record<string, unknown> = {}) {
  return t.call('PUT', 'update-one-by-one', { token, body: bookingBody(startsAt, fields) });
}

async function booked(token: string, startsAt: string, fields: Record<string, unknown> = {}) {
  const res = await book(token, startsAt, fields);
  expect(res.statusCode, res.body).toBe(200);
  return ConsultationBookingAnswer.parse(res.json()).booking;
}

function cancel(token: string, bookingId: number) {
  return t.call('PUT', 'cancel-one-by-one', { token, body: { booking_id: bookingId } });
}

async function history(token: string) {
  const res = await t.call('GET', 'get-one-by-one/member-history', { token });
  expect(res.statusCode).toBe(200);
  return ConsultationHistoryAnswer.parse(res.json()).bookings;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(ErrorBody.parse(res.json()).message).toBe(message);
}

function bookedRowsAt(startsAt: string) {
  return t.db
    .select()
    .from(consultationBookings)
    .where(
      and(eq(consultationBookings.starts_at, new Date(startsAt)), eq(consultationBookings.status, 'booked')),
    );
}

/** Moves the injected clock to `ms` after `startsAt`. */
function moveClockTo(startsAt: string, ms: number) {
  t.clock.advance(Date.parse(startsAt) + ms - t.clock.now().getTime());
}

describe('get-one-by-one', () => {
  it('answers the schedule of the next 14 days with the seats left in each start', async () => {
    const res = await t.call('GET', 'get-one-by-one');
    // Every booking changes it: browsers ask again each time and the server keeps nothing.
    expect(res.headers['cache-control']).toBe('no-cache');
    const answer = ConsultationAnswer.parse(res.json());
    expect(answer.duration_minutes).toBe(45);
    expect(answer.cutoff_hours).toBe(2);
    expect(answer.days.map((day) => [day.date, day.slots.map((slot) => slot.starts_at)])).toEqual(
      consultationDays(t.clock.now()).map((day) => [
        day.date,
        day.starts.map((start) => start.toISOString()),
      ]),
    );
    expect(answer.days.flatMap((day) => day.slots).every((slot) => slot.remaining === 2)).toBe(true);
  });

  it('counts a booking off its start; a full start shows 0 and refuses the next member', async () => {
    const start = await freeStart();
    await booked((await newMemberSession(t)).token, start);
    expect(await remainingAt(start)).toBe(1);
    await booked((await newMemberSession(t)).token, start);
    expect(await remainingAt(start)).toBe(0);
    expectError(await book((await newMemberSession(t)).token, start), 409, m.slotFull);
  });
});

describe('auth', () => {
  it.each([
    ['GET', 'get-one-by-one/member-history', undefined],
    ['PUT', 'update-one-by-one', { concerns: ['acne', 'pores', 'dullness', 'wrinkles'] }],
    ['PUT', 'cancel-one-by-one', { booking_id: 'x' }],
  ] as const)(
    '%s %s answers 401 to a guest and a dead token before checking the body',
    async (method, path, body) => {
      for (const token of [undefined, 'not-a-real-token-at-all']) {
        const res = await t.call(method, path, { token, body });
        expect(res.statusCode).toBe(401);
        expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
      }
    },
  );
});

describe('update-one-by-one: input', () => {
  it('answers 422 with the field messages', async () => {
    const { token } = await newMemberSession(t);
    const start = await freeStart();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ concerns: ['acne', 'pores', 'dullness', 'wrinkles'] }, 'concerns', m.concernsTooMany],
      [{ concerns: [] }, 'concerns', m.concernsRequired],
      [{ contact_mobile: '12345' }, 'contact_mobile', accountValidationMessages.mobileInvalid],
      [{ note: '字'.repeat(301) }, 'note', m.noteTooLong],
      [{ starts_at: 'tomorrow' }, 'starts_at', m.slotRequired],
    ];
    for (const [fields, field, message] of cases) {
      const res = await book(token, start, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(ErrorBody.parse(res.json()).errors?.[field]).toEqual([message]);
    }
    const extra = await book(token, start, { seat: 1 });
    expect(extra.statusCode).toBe(422);
    expect(await history(token)).toEqual([]);
  });

  it('answers 422 slotNotOffered for a start outside the schedule', async () => {
    const { token } = await newMemberSession(t);
    const start = Date.parse(await freeStart());
    const lastStart = consultationDays(t.clock.now()).at(-1)!.starts.at(-1)!;
    for (const offStart of [start + 30 * MINUTE_MS, lastStart.getTime() + 24 * 60 * MINUTE_MS]) {
      const res = await book(token, new Date(offStart).toISOString());
      expectError(res, 422, m.slotNotOffered);
      expect(ErrorBody.parse(res.json()).errors).toEqual({ starts_at: [m.slotNotOffered] });
    }
  });
});

describe('booking', () => {
  it('books a start and lists it as booked and changeable', async () => {
    const { token, memberId } = await newMemberSession(t);
    const start = await freeStart();
    // The form may send the Taipei wall-clock time with its offset.
    const taipeiTime = new Date(Date.parse(start) + TAIPEI_OFFSET_MS).toISOString().slice(0, 19);
    const booking = await booked(token, `${taipeiTime}+08:00`, { note: '  想了解保濕步驟  ' });
    expect(booking).toMatchObject({
      starts_at: start,
      method: 'video',
      skin_type: 'sensitive',
      concerns: ['redness', 'dryness'],
      note: '想了解保濕步驟',
      contact_mobile: '0912345678',
      status: 'booked',
      changeable: true,
    });
    expect(await history(token)).toEqual([booking]);
    const [row] = await bookedRowsAt(start);
    expect(row).toMatchObject({ member_id: memberId, seat: 1, status: 'booked' });
  });

  it('gives a start to no more members than it has seats, however many ask at once', async () => {
    const start = await freeStart();
    const members = await Promise.all(Array.from({ length: 20 }, () => newMemberSession(t)));
    const answers = await Promise.all(members.map(({ token }) => book(token, start)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONSULTATION_SEATS);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(18);
    for (const res of refused) expectError(res, 409, m.slotFull);
    const rows = await bookedRowsAt(start);
    expect(rows.map((row) => row.seat).sort()).toEqual([1, 2]);
    expect(await remainingAt(start)).toBe(0);
  });

  it('keeps one upcoming booking per member, however many starts are asked for at once', async () => {
    const { token, memberId } = await newMemberSession(t);
    const starts = await freeStarts(10);
    const answers = await Promise.all(starts.map((start) => book(token, start)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((res) => res.statusCode !== 200)) expectError(res, 409, m.alreadyBooked);
    const rows = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.member_id, memberId));
    expect(rows).toHaveLength(1);
    expect(await history(token)).toHaveLength(1);
  });

  it('refuses a second booking while one is upcoming', async () => {
    const { token } = await newMemberSession(t);
    const [first, second] = await freeStarts(2);
    await booked(token, first!);
    expectError(await book(token, second!), 409, m.alreadyBooked);
    expect(await remainingAt(second!)).toBe(2);
  });
});

describe('changing a booking', () => {
  it('moves a booking to another start with its new details and frees the old seat', async () => {
    const { token } = await newMemberSession(t);
    const [from, to, full] = await freeStarts(3);
    const booking = await booked(token, from!);
    await booked((await newMemberSession(t)).token, from!);
    expect(await remainingAt(from!)).toBe(0);

    const res = await book(token, to!, {
      booking_id: booking.booking_id,
      method: 'line',
      concerns: ['acne'],
    });
    expect(res.statusCode).toBe(200);
    const moved = ConsultationBookingAnswer.parse(res.json()).booking;
    expect(moved).toMatchObject({
      booking_id: booking.booking_id,
      starts_at: to,
      method: 'line',
      concerns: ['acne'],
    });
    expect(await remainingAt(from!)).toBe(1);
    expect(await remainingAt(to!)).toBe(1);

    // The same start keeps its seat; the other fields change.
    await booked((await newMemberSession(t)).token, to!);
    const [seatBefore] = (await bookedRowsAt(to!)).filter((row) => row.booking_id === booking.booking_id);
    const edited = await booked(token, to!, { booking_id: booking.booking_id, note: '改成晚上' });
    expect(edited).toMatchObject({ starts_at: to, note: '改成晚上', method: 'video' });
    const [seatAfter] = (await bookedRowsAt(to!)).filter((row) => row.booking_id === booking.booking_id);
    expect(seatAfter!.seat).toBe(seatBefore!.seat);

    // A full start leaves the booking where it was.
    await booked((await newMemberSession(t)).token, full!);
    await booked((await newMemberSession(t)).token, full!);
    expectError(await book(token, full!, { booking_id: booking.booking_id }), 409, m.slotFull);
    expect((await history(token))[0]).toMatchObject({ starts_at: to, note: '改成晚上' });
  });

  it("answers 404 for another member's booking and for a missing one", async () => {
    const owner = await newMemberSession(t);
    const stranger = await newMemberSession(t);
    const [start, other] = await freeStarts(2);
    const booking = await booked(owner.token, start!);
    for (const bookingId of [booking.booking_id, 999_999]) {
      const update = await book(stranger.token, other!, { booking_id: bookingId });
      expectError(update, 404, m.bookingNotFound);
      expectError(await cancel(stranger.token, bookingId), 404, m.bookingNotFound);
    }
    expect((await history(owner.token))[0]).toMatchObject({ starts_at: start, status: 'booked' });
    expect(await remainingAt(other!)).toBe(2);
  });

  it('cancels a booking: its seat opens again and the member may book again', async () => {
    const { token } = await newMemberSession(t);
    const [start, later] = await freeStarts(2);
    const booking = await booked(token, start!);
    await booked((await newMemberSession(t)).token, start!);

    const res = await cancel(token, booking.booking_id);
    expect(res.statusCode).toBe(200);
    expect(ConsultationBookingAnswer.parse(res.json()).booking).toMatchObject({
      status: 'cancelled',
      changeable: false,
    });
    const [row] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.booking_id, booking.booking_id));
    expect(row?.cancelled_at).toBeInstanceOf(Date);
    expect(await remainingAt(start!)).toBe(1);
    await booked((await newMemberSession(t)).token, start!);

    expectError(await cancel(token, booking.booking_id), 409, m.alreadyCancelled);
    expectError(await book(token, later!, { booking_id: booking.booking_id }), 409, m.alreadyCancelled);
    await booked(token, later!);
  });
});

// These move the shared clock forward; the tests above pick their starts from the answer of the moment.
describe('as time passes', () => {
  it('refuses a change or a cancel within two hours of the start', async () => {
    const { token } = await newMemberSession(t);
    const [start, other] = await freeStarts(2);
    const booking = await booked(token, start!);
    moveClockTo(start!, -CONSULTATION_CUTOFF_MS);
    expect((await history(token))[0]?.changeable).toBe(true);
    moveClockTo(start!, -CONSULTATION_CUTOFF_MS + MINUTE_MS);
    expect((await history(token))[0]).toMatchObject({ status: 'booked', changeable: false });
    expectError(await book(token, other!, { booking_id: booking.booking_id }), 409, m.pastCutoff);
    expectError(await book(token, start!, { booking_id: booking.booking_id }), 409, m.pastCutoff);
    expectError(await cancel(token, booking.booking_id), 409, m.pastCutoff);
  });

  it('calls a booking completed once it has started; it no longer blocks a new one', async () => {
    const { token } = await newMemberSession(t);
    const [cancelled, held] = await freeStarts(2);
    await cancel(token, (await booked(token, cancelled!)).booking_id);
    const past = await booked(token, held!);
    moveClockTo(held!, MINUTE_MS);
    expect((await history(token))[0]).toMatchObject({
      starts_at: held,
      status: 'completed',
      changeable: false,
    });
    expectError(await cancel(token, past.booking_id), 409, m.pastCutoff);

    const [next, farther] = await freeStarts(2);
    await cancel(token, (await booked(token, farther!)).booking_id);
    await booked(token, next!);
    const list = await history(token);
    expect(list.map((booking) => [booking.starts_at, booking.status])).toEqual([
      [next, 'booked'],
      [farther, 'cancelled'],
      [held, 'completed'],
      [cancelled, 'cancelled'],
    ]);
    const [row] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.booking_id, past.booking_id));
    expect(row?.status).toBe('completed');
  });
});
