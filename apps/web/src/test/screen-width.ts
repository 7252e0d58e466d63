import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` CSS pixels wide does (min-width and max-width queries in
 * px or rem), so a component that lays itself out by `useMediaQuery` renders its phone or desktop form.
 * Undo with `vi.restoreAllMocks()`.
 */
export function stubScreenWidth(width: number) {
  const pixels = (value: string, unit: string) => Number(value) * (unit === 'rem' ? 16 : 1);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|rem)/.exec(query);
    const matches =
      (!min || width >= pixels(min[1]!, min[2]!)) &&
      (!max || width <= pixels(max[1]!, max[2]!)) &&
      Boolean(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    } as unknown as MediaQueryList;
  });
}
