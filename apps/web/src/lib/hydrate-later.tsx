import { options } from 'preact';
import { type ReactElement, Suspense, useRef } from 'react';

/*
 * Preact hydrates a page in one synchronous pass, where React sliced it into short tasks; on a slow phone
 * that pass is one long task that blocks every tap (decision 040). A part of the page wrapped in
 * <HydrateLater> suspends during that first pass: Preact keeps its server-rendered elements on screen as
 * they are and hydrates them when the promise resolves, each part in a task of its own, in page order
 * (docs/decisions/041-hydration-in-parts.md).
 */

let firstPass = false;
/** True from the start of a server-rendered page's hydration until its last part has hydrated. */
let hydrating = false;
const hydratedListeners = new Set<() => void>();
const waiting: Array<() => void> = [];
let settled: (() => void) | undefined;
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;

/** Resolves the next waiting part, in a new task (a message, which setTimeout's clamping does not delay). */
function resumeNext(): void {
  const resume = waiting.shift();
  if (!resume) {
    settled?.();
    return;
  }
  resume();
  channel?.port2.postMessage(null);
}
if (channel) channel.port1.onmessage = resumeNext;

/**
 * Preact's hook for an element hydration had to create because the server's HTML had none in its place
 * (`options._hydrationMismatch`, mangled to `__m` in Preact's build, as preact/debug uses it).
 */
type MismatchHook = (vnode: { type: unknown }) => void;
const hooks = options as typeof options & { __m?: MismatchHook };

/**
 * Hydrates the page (`hydrate` is the synchronous first pass), then the deferred parts one task at a time,
 * telling `onMismatch` the element type of each place the server's HTML did not match. Resolves when every
 * part has hydrated.
 */
export async function hydrateInParts(
  hydrate: () => void,
  onMismatch: (element: string) => void,
): Promise<void> {
  // The app's set-up (its router, its languages) ran in this task: the first pass gets a task of its own.
  await new Promise<void>((resolve) => setTimeout(resolve));
  const previous = hooks.__m;
  hooks.__m = (vnode) => onMismatch(typeof vnode.type === 'string' ? vnode.type : 'component');
  hydrating = true;
  const done = new Promise<void>((resolve) => {
    settled = () => {
      hooks.__m = previous;
      hydrating = false;
      // What waited for the page's code (useHydrated) changes now, together, in this task of its own.
      for (const listener of hydratedListeners) listener();
      resolve();
    };
  });
  firstPass = true;
  try {
    hydrate();
  } catch (error) {
    // A pass that threw leaves no parts to wait for: what waits for the page's code must not wait forever.
    waiting.length = 0;
    settled?.();
    throw error;
  } finally {
    firstPass = false;
  }
  channel?.port2.postMessage(null);
  if (!channel) resumeNext();
  await done;
}

/** Whether the page has hydrated, as an external store (lib/use-hydrated.ts). */
export const pageHydration = {
  subscribe(listener: () => void): () => void {
    hydratedListeners.add(listener);
    return () => hydratedListeners.delete(listener);
  },
  isDone: (): boolean => !hydrating,
};

function Deferred({ children }: { children: ReactElement }): ReactElement {
  // The instance survives the suspension, so it suspends once: when its turn comes it renders as usual.
  const turn = useRef<Promise<void> | null>(null);
  if (firstPass && !turn.current) {
    turn.current = new Promise<void>((resolve) => waiting.push(resolve));
    throw turn.current;
  }
  return children;
}

/**
 * A part of a server-rendered page hydrated after the rest, in a task of its own (below the fold, or
 * behind a menu). It must render exactly one element: Preact keeps that element while the part waits.
 * Pages the browser renders itself, and every later render, are not affected.
 */
export function HydrateLater({ children }: { children: ReactElement }): ReactElement {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
