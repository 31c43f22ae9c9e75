// The server half of lib/script-start: the streamed HTML with React Router's scripts held.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { HOLD_PATTERN_CHARS, holdPageScripts } from './script-start';

/** The HTML with React Router's scripts held until the first images have painted (lib/script-start). */
export function scriptHolder(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      // A tag may be split between chunks: keep back the tail after the last '<' that could start one.
      const cut = Math.max(pending.length - HOLD_PATTERN_CHARS, pending.lastIndexOf('<'));
      const ready = cut > 0 ? pending.slice(0, cut) : '';
      pending = pending.slice(ready.length);
      callback(null, ready ? holdPageScripts(ready) : undefined);
    },
    flush(callback) {
      callback(null, holdPageScripts(pending + decoder.end()));
    },
  });
}
