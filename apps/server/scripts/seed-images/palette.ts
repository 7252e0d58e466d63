// The few named colours the drawings share, and the mixing that derives their lights and shadows.

export const C = {
  forest: '#1f4d3a',
  leaf: '#4caf50',
  leafDark: '#2e7d32',
  terracotta: '#c56a3f',
  earth: '#6d4c33',
  soil: '#4a3326',
  wood: '#a8743f',
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const ch = (i: number) =>
    Math.round(x[i]! + (y[i]! - x[i]!) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(0)}${ch(1)}${ch(2)}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);
