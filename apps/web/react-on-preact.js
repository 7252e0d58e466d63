/**
 * What the build gives every `import … from 'react'` (renderer.ts, decision 040): Preact's React layer,
 * plus the one React 19 hook it lacks that React Router's `RouterProvider` calls. The router passes the
 * optimistic setter only when `useTransitions` is on, which the shop never sets, so the hook returns the
 * state as it is. (JavaScript: Preact's types for its React layer cannot be re-exported from TypeScript.)
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * @template State
 * @param {State} state
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => undefined];
}
