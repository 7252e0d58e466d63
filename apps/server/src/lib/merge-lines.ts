/** The same variant twice counts once, with the quantities summed, where it first appeared (docs/decisions/038). */
export function mergeLines<L extends { variantId: string; quantity: number }>(lines: L[]): L[] {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const seen = merged.get(line.variantId);
    merged.set(line.variantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}
