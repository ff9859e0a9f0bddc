import { fileURLToPath } from "node:url"

import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

import "./scripts/lib/load-env.ts"

import { publicEnvDefine } from "./app/lib/public-env.ts"
import { cmsAdminPlugin } from "./scripts/vite/cms-admin-plugin.ts"
import { pageCopyPlugin } from "./scripts/vite/page-copy-plugin.ts"

const FRAME_MODULES = new RegExp(
  [
    "/node_modules/(clsx|class-variance-authority|react|react-dom|scheduler|react-router|cookie|set-cookie-parser)/",
    "preload-helper",
    "/app/site\\.config\\.ts",
    "/app/lib/(cn|analytics|nav|env|public-env|seo|site-routes|toast)\\.ts",
    "/app/lib/content/site-values\\.ts",
    "/app/components/layout/",
    "/app/components/ui/(button|quote-link|external-link|contact-links|sprite-icon|toast-host|icon-tooltip)\\.tsx",
    // The 404 page: the root shows it too (a miscased path, or while such a page starts).
    "/app/components/sections/not-found\\.tsx",
    // Home's hero, the one part of a page hydrated on the first load (pages are islands, 009).
    "/app/components/sections/check-list\\.tsx",
    "/app/components/ui/island\\.tsx",
    // The chat helper's round button, timers and state (its popup and window stay lazy).
    "/app/components/widgets/chat-helper/(chat-helper\\.tsx|chat-machine\\.ts|session-flags\\.ts)",
  ].join("|"),
)

export default defineConfig({
  plugins: [pageCopyPlugin(), cmsAdminPlugin(), tailwindcss(), reactRouter()],
  define: publicEnvDefine(process.env),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Nothing inlined as data: URLs, so the CSP can stay strict and fonts stay cacheable files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The pieces every page loads go into one chunk: a dozen tiny files cost more bytes and
        // round trips than their code. Lazy widgets are never listed here, so they stay lazy.
        codeSplitting: { groups: [{ name: "frame", test: (id: string) => FRAME_MODULES.test(id) }] },
      },
    },
  },
})
