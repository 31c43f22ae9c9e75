export {
  checkThrottle,
  consumeThrottle,
  LONGEST_THROTTLE_WINDOW_MS,
  recordThrottle,
  resetThrottle,
  THROTTLE_RULES,
  type ThrottleRule,
} from './throttle.ts';
