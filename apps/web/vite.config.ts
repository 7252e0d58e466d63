import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './renderer';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = { target: apiTarget, changeOrigin: false };

// The shared package builds zod schemas at module level. Marking its modules side-effect free lets the
// bundler drop the ones a chunk never uses (the home page only needs the category list, not zod).
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

const appEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** The HTML's own modules: index.html, its script (src/boot.ts), the stylesheet, Vite's preload helpers. */
const bootModules =
  /index\.html|src[\\/](boot\.ts|styles\.css)|vite[\\/](modulepreload-polyfill|preload-helper)/;

/**
 * The file the server reads to tell the browser, in the HTML of each page, which chunks that page will
 * need, so that the boot script fetches them beside the app instead of after it has run. Keys are paths;
 * `/x/*` stands for every path under `/x/` and `/{category}` for the four category listings. Generated
 * from the build, so it never names a stale file.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

const PAGE_MODULES: Record<string, string> = {
  '/': 'src/app/routes/home-page.tsx',
  '/{category}': 'src/app/routes/category-page.tsx',
  '/product/*': 'src/app/routes/product-page.tsx',
  '/blogs': 'src/app/routes/blog-list-page.tsx',
  '/blogs/*': 'src/app/routes/blog-post-page.tsx',
};

function pagePreloads(): Plugin {
  return {
    name: 'plantopia:page-preloads',
    apply: 'build',
    // The browser's build only: the server-rendering build (dist-ssr) needs no preload table.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      // The boot script fetches the app's entry and everything it imports.
      const withApp = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) withImports(chunk.fileName, withApp);

      const preloads: Record<string, string[]> = {};
      for (const [pagePath, module] of Object.entries(PAGE_MODULES)) {
        const page = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith(`/apps/web/${module}`),
        );
        if (!page) this.error(`No chunk for ${module}: update PAGE_MODULES in vite.config.ts`);
        preloads[pagePath] = [...withImports(page.fileName)].filter((file) => !withApp.has(file));
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/**
 * Inter's Latin file draws the text of every first view. Asked for in the HTML's head, it arrives with the
 * page instead of after the first layout, so on most connections the text is never drawn in the fallback
 * and never swaps (decision 014).
 */
const FIRST_VIEW_FONTS = ['inter-latin-wght.woff2'];

function preloadFirstViewFonts(): Plugin {
  return {
    name: 'plantopia:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => FIRST_VIEW_FONTS.some((font) => name.endsWith(font))),
        );
        if (fonts.length !== FIRST_VIEW_FONTS.length)
          throw new Error(`Fonts to preload not all found: ${FIRST_VIEW_FONTS}`);
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${font.fileName}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), pagePreloads(), preloadFirstViewFonts()],
  resolve: {
    alias: [{ find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) }, ...preactAliases],
  },
  // The server-rendering build (src/entry-server.tsx → dist-ssr) bundles its packages: the libraries
  // written for React must meet Preact there as in the browser, and only a bundled import is aliased.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // public/ belongs to the browser's build; the server-rendering build holds code only.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    rolldownOptions: {
      // index.html loads src/boot.ts, which imports the app once the page has painted. The app is an entry
      // of its own, so that its code stays one chunk (the `app` group below) instead of being split along
      // what the lazy pages share with it.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), main: appEntry },
      treeshake: {
        moduleSideEffects: (id: string) => (id.startsWith(sharedSrc) ? false : undefined),
      },
      output: {
        // Modules the entry needs and a lazy page also uses would otherwise become a dozen 1–4 KiB
        // chunks, each one more request before the first paint on a slow phone connection.
        codeSplitting: {
          groups: [
            // The country's place list (60 KiB) is reachable from the entry through the shared package's
            // index, which would make it "initial"; only address forms use it.
            {
              name: 'bd-geo',
              test: /packages[\\/]shared[\\/](src[\\/]bd-geo\.ts|data[\\/]bd-geo)/,
              priority: 2,
              // Not the modules bd-geo.ts imports (the locale, the number formatter, coded messages): the
              // app needs those at once, and with them in this chunk it imported all 15 KiB of places
              // (decision 027).
              includeDependenciesRecursively: false,
            },
            // The boot script with Vite's helper for `import()`, which the app uses too: in the app's chunk, the
            // boot script would import the whole app to reach it; in a chunk of its own it costs the first
            // paint one more request.
            { name: 'boot', test: bootModules, priority: 3 },
            // Everything the app imports statically, but not the boot script's few lines: those load first.
            { name: 'app', tags: ['$initial'], test: (id: string) => !bootModules.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': proxied,
      '/seed-images': proxied,
      '/uploads': proxied,
    },
  },
  preview: {
    proxy: {
      '/api': proxied,
      '/seed-images': proxied,
      '/uploads': proxied,
    },
  },
}));
