// The server half of lib/script-start: the streamed HTML with React Router's scripts held.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { holdPageScripts } from './script-start';

/** The HTML with React Router's scripts held until the first images have painted (lib/script-start). */
export function scriptHolder(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      // A tag may be split between chunks: keep back only an unfinished one, so a streamed chunk
      // (deferred loader data) reaches the browser whole and at once.
      const lastTag = pending.lastIndexOf('<');
      const cut = lastTag >= 0 && !pending.includes('>', lastTag) ? lastTag : pending.length;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready ? holdPageScripts(ready) : undefined);
    },
    flush(callback) {
      callback(null, holdPageScripts(pending + decoder.end()));
    },
  });
}
