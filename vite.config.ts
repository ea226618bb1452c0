import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiPort = process.env.PORT ?? '3000'

export default defineConfig({
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
  build: { outDir: 'dist', sourcemap: true, manifest: true },
})
