import { OkAnswer } from './accounts.ts';
import { callsOf } from './define-call.ts';
import { BindRoutine202509Body, BindRoutineFinderBody, UtmIdParam } from './tracking.ts';

const trackingCall = callsOf('tracking');

/** The three actions of the after-login queue (storefront.md §4.6, §7.8, §7.9); sending one twice is harmless. */
export const trackingCalls = {
  bindRoutineFinder: trackingCall({
    method: 'POST',
    route: 'bind-customer-routine-finder',
    summary: "Attach a guest's routine-finder code to the member",
    body: BindRoutineFinderBody,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
  bindRoutine202509: trackingCall({
    method: 'POST',
    route: 'customer-routine-202509/bind',
    summary: "Attach a guest's 2025-09 routine record to the member",
    body: BindRoutine202509Body,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
  updateUtm: trackingCall({
    method: 'PUT',
    route: 'update-utm/:utm_id',
    summary: 'Attach a UTM record to the member',
    params: UtmIdParam,
    answer: OkAnswer,
    errors: [401, 422],
    auth: 'required',
  }),
};
