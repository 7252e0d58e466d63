import { options } from 'preact';
import { type ReactElement, Suspense, useRef } from 'react';

/*
 * Preact hydrates a page in one synchronous pass, where React sliced it into short tasks; on a slow phone
 * that pass is one long task that blocks every tap (decision 040). A part of the page wrapped in
 * <HydrateLater> suspends the first time it renders while the page hydrates: Preact keeps its
 * server-rendered elements on screen as they are and hydrates them when the promise resolves, each part in
 * a task of its own, in page order. A part inside a part waits again when its outer part's turn comes, so a
 * large part is hydrated a piece per task too (docs/decisions/041-hydration-in-parts.md).
 */

/** True from the start of a server-rendered page's hydration until its last part has hydrated. */
let hydrating = false;
const hydratedListeners = new Set<() => void>();
/** The parts waiting for their turn, in the order they hydrate. */
const waiting: Array<() => void> = [];
/**
 * Where a part that starts waiting joins the queue: the parts found inside the part whose turn it is go
 * before the parts after it, so the page hydrates in its order, top to bottom.
 */
let joinAt = 0;
let settled: (() => void) | undefined;
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;

/** Resolves the next waiting part, in a new task (a message, which setTimeout's clamping does not delay). */
function resumeNext(): void {
  const resume = waiting.shift();
  if (!resume) {
    settled?.();
    return;
  }
  joinAt = 0;
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
  joinAt = 0;
  try {
    hydrate();
  } catch (error) {
    // A pass that threw leaves no parts to wait for: what waits for the page's code must not wait forever.
    waiting.length = 0;
    settled?.();
    throw error;
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

/** A part's turn: `done` once it has come, so that a render after it no longer waits. */
interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** Queues a part for a later task: after the parts already found in the part being hydrated, if any. */
function waitForTurn(): Turn {
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = new Promise<void>((resolve) =>
    waiting.splice(joinAt++, 0, () => {
      turn.done = true;
      resolve();
    }),
  );
  return turn;
}

function Deferred({ turn, children }: { turn: Turn | null; children: ReactElement }): ReactElement {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of a server-rendered page hydrated after what surrounds it, in a task of its own. It must render
 * exactly one element: Preact keeps that element while the part waits. Pages the browser renders itself,
 * and every render after the page has hydrated, are not affected.
 */
export function HydrateLater({ children }: { children: ReactElement }): ReactElement {
  // Kept here, outside the part: Preact renders a suspended part anew, with a new instance, when it resumes.
  const turn = useRef<Turn | null>(null);
  if (hydrating && !turn.current) turn.current = waitForTurn();
  return (
    <Suspense fallback={null}>
      <Deferred turn={turn.current}>{children}</Deferred>
    </Suspense>
  );
}
