/**
 * Issue 20: the entry of a page the server rendered. The page is in its HTML already, so the browser
 * paints it first, and only then fetches and runs the app's entry, which hydrates it: run at once,
 * the entry held the first paint back whenever it arrived before it (a returning diner's cache, a
 * fast network), by the time it takes to hydrate the page (a tenth of a second on a desktop, half a
 * second on a phone).
 *
 * A ResizeObserver reports the page's first size in the rendering step that lays it out and paints
 * it; a message posted from there arrives in a task after that paint. (requestAnimationFrame and
 * setTimeout would do as much, but a browser test that pauses the clock stops those.)
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
if (entry) {
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => void import(/* @vite-ignore */ entry);
  const firstLayout = new ResizeObserver(() => {
    firstLayout.disconnect();
    afterPaint.port2.postMessage(null);
  });
  firstLayout.observe(document.documentElement);
}
