export { checkOtp, consumeOtp, limitOtpSender, type OtpTarget, sendOtpCode, useOtp } from './otp.service.ts';
