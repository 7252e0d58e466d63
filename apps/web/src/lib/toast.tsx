import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { Toaster as HotToaster, Renderable, ToastOptions } from 'react-hot-toast';

/*
 * The shop's toasts, with react-hot-toast (and goober, its CSS-in-JS) out of the first page's JavaScript
 * (decision 027): a first page shows no toast, so the library is fetched when the first toast is asked
 * for, and the toaster is mounted then. Calls made meanwhile wait for it, in order.
 */

type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Fetches the library and mounts the toaster (the back office asks for it up front: it toasts itself). */
export function loadToasts(): Promise<HotToast> {
  library ??= import('react-hot-toast').then((module) => module.default);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

/** The part of react-hot-toast's `toast` the shop uses; each call shows once the library is in. */
const toast = {
  success(message: Renderable, options?: ToastOptions): void {
    void loadToasts().then((hot) => hot.success(message, options));
  },
  error(message: Renderable, options?: ToastOptions): void {
    void loadToasts().then((hot) => hot.error(message, options));
  },
  /** Removes a toast at once; nothing to do before any toast was shown. */
  remove(id?: string): void {
    void library?.then((hot) => hot.remove(id));
  },
};

export default toast;

const LazyToaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * react-hot-toast's `<Toaster>`, rendered from the first toast on. Before it, nothing: the server's page has
 * no toaster either, so hydration matches.
 */
export function Toaster(props: ComponentProps<typeof HotToaster>) {
  // Never on the server, nor in the render that hydrates its page: mounted by the effect below.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (wanted) setShown(true);
    const show = () => setShown(true);
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  ) : null;
}
