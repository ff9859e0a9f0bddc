import { fileURLToPath } from "node:url"

import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

import "./scripts/lib/load-env.ts"

import { publicEnvDefine } from "./app/lib/public-env.ts"
import { cmsAdminPlugin } from "./scripts/vite/cms-admin-plugin.ts"
import { pageCopyPlugin } from "./scripts/vite/page-copy-plugin.ts"

export default defineConfig({
  plugins: [pageCopyPlugin(), cmsAdminPlugin(), tailwindcss(), reactRouter()],
  define: publicEnvDefine(process.env),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Nothing inlined as data: URLs, so the CSP can stay strict and fonts stay cacheable files.
    assetsInlineLimit: 0,
  },
})
