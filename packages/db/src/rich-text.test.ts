import { describe, expect, it } from 'vitest';
import { sanitizePlainText } from './rich-text.ts';

describe('sanitizePlainText', () => {
  it('attack: entity-encoded markup stays text, never decoded into a tag', () => {
    expect(sanitizePlainText('&lt;script&gt;alert(2)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(sanitizePlainText('&amp;lt;b&amp;gt;')).toBe('&amp;lt;b&amp;gt;');
    expect(sanitizePlainText('&#60;img src=x onerror=alert(1)&#62;')).toBe(
      '&#60;img src=x onerror=alert(1)&#62;',
    );
  });

  it('removes real tags and keeps every other character as typed', () => {
    expect(sanitizePlainText('<b>保濕</b>很夠<script>alert(1)</script>，會回購')).toBe('保濕很夠，會回購');
    expect(sanitizePlainText('1 < 2 & 3 > 2 "ok" it\'s')).toBe('1 < 2 & 3 > 2 "ok" it\'s');
    expect(sanitizePlainText(' a\r\nb ')).toBe('a\nb');
  });
});
