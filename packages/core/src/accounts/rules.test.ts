import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { hongKongMobileE164, isPlausibleBirthday, isTaiwanMobile, shopToday } from './rules.ts';

describe('account rules', () => {
  it('takes 09 plus eight digits as a Taiwanese mobile', () => {
    expect(isTaiwanMobile('0912345678')).toBe(true);
    for (const bad of ['912345678', '0812345678', '09123456789', '09-1234567', '+886912345678']) {
      expect(isTaiwanMobile(bad)).toBe(false);
    }
  });

  it('reads Hong Kong mobiles as typed into E.164 (+852 and eight digits from 4 to 9)', () => {
    for (const typed of ['91234567', '9123 4567', '+852 9123 4567', '852-9123-4567', '+85291234567'])
      expect(hongKongMobileE164(typed)).toBe('+85291234567');
    expect(hongKongMobileE164('51234567')).toBe('+85251234567');
    for (const bad of ['21234567', '9123456', '912345678', '+886912345678', '0912345678', '+85221234567'])
      expect(hongKongMobileE164(bad)).toBeNull();
  });

  it('takes real dates from 1900 to today (Taipei) as birthdays', () => {
    const now = new Date('2026-03-01T16:30:00Z'); // 00:30 on 2 March in Taipei
    expect(shopToday(now)).toBe('2026-03-02');
    expect(isPlausibleBirthday('2026-03-02', now)).toBe(true);
    expect(isPlausibleBirthday('2026-03-03', now)).toBe(false);
    expect(isPlausibleBirthday('1899-12-31', now)).toBe(false);
    expect(isPlausibleBirthday('2001-02-29', now)).toBe(false);
    expect(isPlausibleBirthday('2000-02-29', now)).toBe(true);
    expect(isPlausibleBirthday('2000-2-9', now)).toBe(false);
  });

  it('knows the most common passwords, whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('woaini1314')).toBe(true);
    expect(isCommonPassword('Rosehip-Serum-42')).toBe(false);
  });
});
