import './styles.css';
import { registerOfflinePage } from './lib/offline-page';

/**
 * The page's only script (decision 014, "Paint first"). The server's page is complete without code: the
 * app only makes it interactive. Asked for with the HTML, the app's 170 KiB would compete with the page's
 * main image for a phone's connection, and its evaluation with the first paint for the phone's CPU. So
 * the page paints first, its main image included, and only then are the app and the page's own chunks
 * fetched, together.
 */

/** The JSON list of the page's chunks that the server writes into the HTML (page-shell.ts). */
const PAGE_CHUNKS_ID = 'page-chunks';

/**
 * How long the app waits for the page's main image: on a very slow connection the buttons should not
 * wait for a photo much longer than that.
 */
const MAIN_IMAGE_WAIT_MS = 2000;

/** How long a tab that draws no frames (in the background) keeps the app waiting for one. */
const FRAME_WAIT_MS = 250;

/**
 * Resolves once the browser has shown the page: its main image (the one the server marked
 * `fetchpriority="high"`) decoded or failed, a frame drawn after it, and the first contentful paint on
 * screen, not only drawn: the frame is presented a moment after the main thread has drawn it, and the
 * app asked for in between would still compete with the page's first paint. A background tab gets no
 * frames until shown: it goes on anyway after a moment.
 */
async function firstViewShown(): Promise<void> {
  const mainImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (mainImage) {
    await Promise.race([mainImage.decode().catch(() => undefined), delay(MAIN_IMAGE_WAIT_MS)]);
  }
  const frameDrawn = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await Promise.race([Promise.all([frameDrawn, firstPaintOnScreen()]), delay(FRAME_WAIT_MS)]);
}

/** Resolves when the browser reports the page's first contentful paint (Paint Timing), at once where it cannot. */
function firstPaintOnScreen(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Starts the downloads of the page's own chunks beside the app's, instead of after the app has run, one
 * per task: each request costs the main thread its set-up (a millisecond or more on a fast machine, and
 * a product page lists about twenty chunks), so a slow phone's main thread stays free for a tap between.
 */
async function preloadPageChunks(): Promise<void> {
  const list = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    await delay(0);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A page's first use of localStorage loads the site's whole store from the browser's own process, and
 * waits for it: several milliseconds on a phone. The cart reads its lines from localStorage in hydration's
 * first pass; touched here, in a task of its own while the app downloads, the store is ready by then.
 * (sessionStorage is left until it is needed: only going back needs the scroll positions kept there.)
 */
function openLocalStorage(): void {
  try {
    void window.localStorage.length;
  } catch {
    // Blocked storage (a privacy mode): the cart lives for the visit only, and says nothing either.
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

void firstViewShown()
  .then(() => {
    // The app first, the largest download; the store next, then the page's chunks, each in a task of its own.
    void delay(0).then(openLocalStorage).then(preloadPageChunks);
    return import('./main');
  })
  .then(registerOfflinePage);
