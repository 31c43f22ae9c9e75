import { ApiError } from '@shop/contracts/client';
import { accountErrorMessages, accountPagesMessages, accountValidationMessages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { describeFailure, formErrorsOf, noteToShow } from './account-api.ts';

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

describe('each refusal is said once (issue 10: wrong code and bad mobile were printed twice)', () => {
  it('a wrong code shows under the code field only, not again above the form', () => {
    const failure = describeFailure(
      new ApiError(422, {
        message: accountErrorMessages.otpInvalid,
        code: 'OTP_INVALID',
        errors: { otp: [accountErrorMessages.otpInvalid] },
      }),
    );
    expect(formErrorsOf(failure)).toEqual({
      formErrors: [],
      fieldErrors: { otp: [accountErrorMessages.otpInvalid] },
    });
  });

  it('a refusal no field names still shows above the form', () => {
    const failure = describeFailure(
      new ApiError(401, { message: accountErrorMessages.invalidCredentials, code: 'LOGIN_FAILED' }),
    );
    expect(formErrorsOf(failure).formErrors).toEqual([accountErrorMessages.invalidCredentials]);
  });

  it("the send-code note does not repeat the mobile field's own error", () => {
    const invalid = { text: accountValidationMessages.mobileInvalid, error: true };
    expect(noteToShow(invalid, [accountValidationMessages.mobileInvalid])).toBeNull();
    expect(noteToShow(invalid, undefined)).toEqual(invalid);
    const sent = { text: accountPagesMessages.otpSent('0912345678'), error: false };
    expect(noteToShow(sent, [accountValidationMessages.mobileInvalid])).toEqual(sent);
  });
});
