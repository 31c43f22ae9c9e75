import { SHOP_TIME_ZONE } from '../constants.ts';

const taipeiDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The calendar day (YYYY-MM-DD) of an instant in Asia/Taipei, where business dates are kept. */
export function taipeiDate(instant: Date): string {
  return taipeiDay.format(instant);
}

const taipeiMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' of an instant in Asia/Taipei (payment deadlines). */
export function taipeiDateTime(instant: Date): string {
  return `${taipeiDate(instant)} ${taipeiMinute.format(instant)}`;
}
