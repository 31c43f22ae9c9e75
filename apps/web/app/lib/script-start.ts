// The page's scripts start after its largest image has painted. React Router's <Scripts> writes
// modulepreload links and one module script that the browser would fetch at once, in parallel with the
// banner or product image: on a phone the 130 KB of script shares the bandwidth with the image the
// shopper waits for, and until the scripts arrive nothing on the page works anyway. The server writes
// them held (holdPageScripts); the small inline script below (SCRIPT_START) releases them once the
// images marked fetchpriority="high" have loaded and a frame has shown them, at the first tap or key,
// when the tab is hidden, or after HOLD_LIMIT_MS at the latest.

/** The longest the scripts wait for the first images on a slow connection. */
export const HOLD_LIMIT_MS = 2000;

const HELD_PRELOAD = 'x-held-modulepreload';
const HELD_MODULE = 'x-held-module';

/** Rewrites React Router's modulepreload links and module script in server HTML so they wait. */
export function holdPageScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${HELD_PRELOAD}"`)
    .replace(/(<script[^>]*) type="module"/g, `$1 type="${HELD_MODULE}"`);
}

// Plain ES2017 in a string: it runs before any bundle, straight from the HTML.
export const SCRIPT_START = `(function(){
var started=false,events=['pointerdown','keydown','touchstart'];
function start(){
if(started)return;started=true;
events.forEach(function(e){removeEventListener(e,start,true)});
document.querySelectorAll('link[rel="${HELD_PRELOAD}"]').forEach(function(l){var n=l.cloneNode();n.rel='modulepreload';l.replaceWith(n)});
document.querySelectorAll('script[type="${HELD_MODULE}"]').forEach(function(s){var n=document.createElement('script');n.type='module';n.nonce=s.nonce;n.textContent=s.textContent;s.replaceWith(n)});
}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(document.visibilityState==='hidden'){start();return}
events.forEach(function(e){addEventListener(e,start,true)});
document.addEventListener('visibilitychange',start,{once:true});
setTimeout(start,${HOLD_LIMIT_MS});
var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return !i.complete});
var left=waiting.length;
if(!left){afterPaint();return}
waiting.forEach(function(i){function done(){if(--left===0)afterPaint()}i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})});
})();`;
