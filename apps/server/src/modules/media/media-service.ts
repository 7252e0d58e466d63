import { existsSync } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths the web asks for in `srcset` (apps/web/src/lib/images.ts); any other width is refused. */

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export interface MediaFile {
  file: string;
  contentType: string;
  size: number;
}

export type MediaRoot = 'seed-images' | 'uploads';
export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(options: { dataDir: string; seedImagesDir: string }) {
  const roots: Record<MediaRoot, string> = {
    'seed-images': options.seedImagesDir,
    uploads: path.join(options.dataDir, 'uploads'),
  };
  const variantsDir = path.join(options.dataDir, 'cache', 'images');

  /** The file a public URL names, or null; never a path outside its root. */
  async function locate(root: MediaRoot, relative: string): Promise<MediaFile | null> {
    const base = roots[root];
    const file = path.resolve(base, relative);
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!contentType || !file.startsWith(base + path.sep)) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, contentType, size: info.size } : null;
    } catch {
      return null;
    }
  }

  /** A WebP of the image at `width` (never wider than the original), made once and kept on disk. */
  async function variant(
    root: MediaRoot,
    original: MediaFile,
    relative: string,
    width: number,
  ): Promise<MediaFile> {
    const file = path.join(variantsDir, String(width), root, `${relative}.webp`);
    if (!existsSync(file)) {
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      await sharp(original.file)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(partial);
      await rename(partial, file);
    }
    return { file, contentType: 'image/webp', size: (await stat(file)).size };
  }

  return { roots, uploadsDir: roots.uploads, locate, variant };
}
