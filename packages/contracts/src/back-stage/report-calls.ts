// The back office's reports (issue 25; docs/decisions/099-tracking-reports.md): visits by UTM source and
// campaign, top pages, click targets and the shopping-referral program's orders over a range of Taipei
// days. A table of its own beside backStageCalls, served the same way (registerStaffCalls).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import type { BackStageCall } from './back-stage-calls.ts';
import type { StaffRole } from './staff.ts';

/** Roles that read the reports. */
export const REPORT_READERS: readonly StaffRole[] = ['owner', 'manager', 'content_editor'];
/** The longest range one report covers (days, both ends counted). */
export const REPORT_MAX_DAYS = 92;
/** Rows of each top list. */
export const REPORT_TOP_ROWS = 20;

export const reportMessages = {
  dayInvalid: '請輸入正確的日期（YYYY-MM-DD）',
  rangeReversed: '結束日期不可早於開始日期',
  rangeTooLong: `查詢區間最長 ${REPORT_MAX_DAYS} 天`,
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.dayInvalid)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, reportMessages.dayInvalid);

const DAY_MS = 86_400_000;
export const ReportQuery = z
  .object({ from: day, to: day })
  .strict()
  .superRefine((range, ctx) => {
    const span = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeReversed });
    else if (span + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

const count = z.number().int().nonnegative();

export const TrackingReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Per Taipei day of the range, every day present. */
  days: z.array(
    z.object({
      day: z.string(),
      utm_visits: count,
      page_views: count,
      clicks: count,
      referral_orders: count,
    }),
  ),
  /** UTM records (one per arrival with a tracked parameter), by source and campaign; '' when absent. */
  utm: z.array(z.object({ utm_source: z.string(), utm_campaign: z.string(), visits: count, members: count })),
  pages: z.array(z.object({ page: z.string(), views: count, visitors: count })),
  clicks: z.array(z.object({ target: z.string(), clicks: count, visitors: count })),
  referrals: z.object({
    orders: count,
    /** NT$ of goods at placing. */
    amount: count,
    /** Orders whose final amount was reported, and its sum. */
    settled: count,
    settled_amount: count,
  }),
});
export type TrackingReport = z.infer<typeof TrackingReport>;

export const reportCalls = {
  trackingReport: {
    ...defineCall({
      tag: 'back-office',
      method: 'GET',
      route: 'reports/tracking',
      summary:
        'Visits by UTM source and campaign, top pages, click targets and referred orders per Taipei day',
      query: ReportQuery,
      answer: TrackingReport,
      errors: [401, 403, 422],
      auth: 'required',
    }),
    perCaller: true,
    roles: REPORT_READERS,
  },
} satisfies Record<string, BackStageCall>;
