/*
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying one when the
 * first object schema is built. Our Content Security Policy forbids eval, so that probe is reported to
 * the browser as a violation on every page with a form. Interpreted parsing is fast enough for forms.
 *
 * `z.config({ jitless: true })` would say the same, but importing zod here puts 4 KiB of it in the
 * first page's JavaScript; zod reads its settings from this global, so the entry sets it without zod
 * (zod-config.test.ts checks that zod still does). main.tsx imports this module first, before any
 * schema is built.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
