import { vi } from 'vitest';

/**
 * The browser's picture decoding, which jsdom lacks (lib/shrink-photo.ts): every photo decodes as
 * `width` × `height` pixels (or fails, `unreadable`), and the canvas encodes a 200 kB JPEG. Returns the
 * sizes drawn, as [width, height]. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function phoneCamera(photo: { width: number; height: number; unreadable?: boolean }): number[][] {
  const drawn: number[][] = [];
  vi.stubGlobal('createImageBitmap', async () => {
    if (photo.unreadable)
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: photo.width, height: photo.height, close: () => {} };
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
      drawn.push([width, height]),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob([new Uint8Array(200_000)], { type: type ?? 'image/png' })),
  );
  return drawn;
}
