// Issue 23: the 加購 buttons' accessible names must contain their visible words (WCAG 2.5.3 label in name).
import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart.ts';

describe('加購 button names', () => {
  it('begin with what the button shows', () => {
    const text = cartMessages.preview;
    expect(text.addOnButtonLabel('舒緩面膜', '$99').startsWith(text.addOnButton('$99'))).toBe(true);
    expect(text.addOnAvailableLabel('舒緩面膜', '$99').startsWith(cartMessages.addOnPage.available)).toBe(
      true,
    );
  });
});
