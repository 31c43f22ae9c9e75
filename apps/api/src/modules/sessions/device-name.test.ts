import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './device-name.ts';

describe('device names of sessions', () => {
  it('names the browser and the system of common User-Agents, and nothing for none', () => {
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(deviceNameOf(undefined)).toBe('');
    expect(deviceNameOf('')).toBe('');
  });
});
