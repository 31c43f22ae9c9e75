'use strict';
// The script each OCR worker thread runs (docs/decisions/123-ocr-below-requests.md): it first lowers
// its own thread's scheduling priority to the lowest (nice 19), then runs tesseract.js's own worker
// script. A photo read then takes only the CPU time the request thread leaves over, so cached reads
// keep their latency while photos are read; on an idle core the read runs at full speed.
// Linux names the calling thread in /proc/thread-self (".../task/<tid>"); setpriority on a thread id
// changes that thread alone. Elsewhere the thread keeps its priority.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The lowest priority Linux gives (the highest nice value). */
const OCR_THREAD_NICE = 19;

try {
  const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, OCR_THREAD_NICE);
} catch {
  // No /proc/thread-self (not Linux): nothing to lower.
}

require(path.join(path.dirname(require.resolve('tesseract.js')), 'worker-script', 'node', 'index.js'));
