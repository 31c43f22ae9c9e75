import { ApiError } from '@shop/contracts/client';
import { accountErrorMessages, accountPagesMessages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './account-api.ts';

describe('describeFailure', () => {
  it('takes the message, code and field errors of an API error answer', () => {
    const error = new ApiError(422, {
      message: accountErrorMessages.otpInvalid,
      code: 'OTP_INVALID',
      errors: { otp: [accountErrorMessages.otpInvalid] },
    });
    expect(describeFailure(error)).toEqual({
      status: 422,
      code: 'OTP_INVALID',
      message: accountErrorMessages.otpInvalid,
      fieldErrors: { otp: [accountErrorMessages.otpInvalid] },
    });
  });

  it('falls back to a general message for other answers and network failures', () => {
    expect(describeFailure(new ApiError(502, '<html>')).message).toBe(accountPagesMessages.requestFailed);
    expect(describeFailure(new ApiError(0, null, 'network'))).toMatchObject({
      status: 0,
      message: accountPagesMessages.requestFailed,
    });
    expect(describeFailure(new Error('boom')).message).toBe(accountPagesMessages.requestFailed);
  });
});
