export { hitThrottle } from './throttle.repository.ts';
export {
  checkThrottle,
  consumeThrottle,
  countThrottle,
  LONGEST_THROTTLE_WINDOW_MS,
  recordThrottle,
  resetThrottle,
  SMS_BUDGET_KEY,
  SMS_BUDGET_WINDOW_MS,
  THROTTLE_RULES,
  type ThrottleRule,
  takeSmsBudget,
} from './throttle.ts';
