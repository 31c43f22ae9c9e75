// React Router's Node entry, plus the site's stylesheet text for <InlineStylesheet> (lib/inline-stylesheet).
import { readFileSync } from 'node:fs';
import { PassThrough, type Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import appCss from './app.css?url';
import { CspNonceContext } from './lib/csp-nonce';
import { InlineCssContext } from './lib/inline-stylesheet';
import { scriptHolder } from './lib/script-hold.server';

export const streamTimeout = 5_000;

/** The built stylesheet beside the server bundle (build/client/assets); the dev server links it instead. */
const inlineCss = import.meta.env.DEV
  ? null
  : readFileSync(new URL(`../client${appCss}`, import.meta.url), 'utf8');

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots (and SPA mode) get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Aborted after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <InlineCssContext value={inlineCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext>
      </CspNonceContext>,
      {
        nonce,
        // React moves a finished Suspense boundary past the first 12.8 KB out of place (a hidden copy
        // at the end, revealed by a script a frame later): a second layout of the page and, with no
        // fallback, content that appears late. Every part of these pages is ready with the shell.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(import.meta.env.DEV ? body : holding(body));
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The page through scriptHolder. A browser that leaves mid-page closes the holder with an error: it is
 * handled here (an unhandled stream error would end the process) and stops the render behind it.
 */
function holding(body: PassThrough): Transform {
  const holder = scriptHolder();
  holder.on('error', () => body.destroy());
  body.on('error', (error) => holder.destroy(error));
  return body.pipe(holder);
}
