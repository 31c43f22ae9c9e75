export { otpRoutes } from './otp.routes.ts';
export { checkOtp, consumeOtp, sendOtp, useOtp } from './otp.service.ts';
