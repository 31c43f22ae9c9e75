export { checkOtp, consumeOtp, sendOtp, useOtp } from './otp.service.ts';
