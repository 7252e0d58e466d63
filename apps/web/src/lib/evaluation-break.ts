/*
 * Evaluating the app's chunk is one task, libraries and app alike: on a slow phone a long one. Imported by
 * main.tsx after the libraries and before the app's own modules, this ends that task there: what is
 * bundled after it (the app) evaluates in the next task, as a top-level await pauses the rest of the chunk
 * (docs/decisions/041-hydration-in-parts.md).
 */
await new Promise((resolve) => setTimeout(resolve));

export {};
