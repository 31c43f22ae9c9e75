import { SHOP_TIME_ZONE } from '../constants.ts';

const taipeiDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The calendar day (YYYY-MM-DD) of an instant in Asia/Taipei, where business dates are kept. */
export function taipeiDate(instant: Date): string {
  return taipeiDay.format(instant);
}
