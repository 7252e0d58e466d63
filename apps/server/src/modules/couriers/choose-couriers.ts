import type { CourierProvider } from './courier-provider.js';
import { createPathaoProvider, type PathaoSettings } from './pathao-provider.js';
import { createSteadfastProvider, type SteadfastSettings } from './steadfast-provider.js';

/**
 * The couriers whose credentials are configured, in the order staff see them; none by default, so a
 * fresh shop (and every test that does not start a fake) never calls a courier.
 */
export function chooseCouriers(settings: {
  steadfast: Omit<SteadfastSettings, 'timeoutMs'> | undefined;
  pathao: Omit<PathaoSettings, 'timeoutMs'> | undefined;
  timeoutMs: number;
}): CourierProvider[] {
  const { timeoutMs } = settings;
  return [
    ...(settings.steadfast ? [createSteadfastProvider({ ...settings.steadfast, timeoutMs })] : []),
    ...(settings.pathao ? [createPathaoProvider({ ...settings.pathao, timeoutMs })] : []),
  ];
}
