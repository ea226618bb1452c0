import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiPort = process.env.PORT ?? '3000'

// The table library is the Contacts page's alone: it stays in that page's chunks, not in every page's.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-table|table-core)[^\\/]+|i18next|react-i18next|tailwind-merge|clsx|class-variance-authority|use-sync-external-store)[\\/]/

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must come before React's: it writes the route tree the app imports.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/ui/routes',
      generatedRouteTree: './src/ui/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
  ],
  server: {
    // `npm run dev`: Vite serves the app with hot reload and hands service calls to the API process.
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/health', '/ready'].map((path) => [path, `http://127.0.0.1:${apiPort}`]),
    ),
  },
  // `npm run build:render`: the server's renderer of the public pages carries its libraries, so it runs
  // from wherever it is built (the tests build into temporary folders).
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The renderer needs neither the manifest nor a copy of public/ (the web app's build has both).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, in one chunk: split by the bundler's defaults they were a
        // dozen small chunks, each compressed alone, which cost the first page ~6 KB (gzip) more.
        // Libraries used only later (effect, sonner, Radix, axios, oidc-client-ts) are left to their pages.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
}))
