import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = { target: apiTarget, changeOrigin: false };

// The shared package builds zod schemas at module level. Marking its modules side-effect free lets the
// bundler drop the ones a chunk never uses (the home page only needs the category list, not zod).
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * The home page is the most visited first page. Its chunk is lazy (a route), so without a hint the browser
 * only asks for it after the entry has run. A modulepreload lets both download at once.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'plantopia:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let home: { fileName: string; imports: string[] } | undefined;
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/routes/home-page.tsx')) {
            home = output;
          }
        }
        if (!home) return html;
        const files = [home.fileName, ...home.imports].filter((file) => !html.includes(file));
        return files.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadHomePage()],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (id.startsWith(sharedSrc) ? false : undefined),
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
});
