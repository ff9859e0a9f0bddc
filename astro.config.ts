import { join } from "node:path"

import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, envField } from "astro/config"

import { siteContent } from "./scripts/integration/content-module.ts"
import { siteBuild } from "./scripts/integration/index.ts"
import { BUILD_DIR, CLIENT_DIR } from "./server/build-dir.ts"
// The .env file's settings into process.env, for the build's own code (the content check, the header rules).
import { ENV_FILE_USED } from "./server/load-env.ts"

// Nothing here reads a content file or the site config: the site's address (`site`) and the Markdown processor,
// which fills {placeholders} from the site config, are set by the integration once the content check has passed
// (scripts/integration/index.ts).
export default defineConfig({
  // A real folder, where `astro preview` and static hosts find it. The Node server serves a copy that publishing
  // (scripts/deploy/publish.ts) swaps in, as Astro empties this folder when a build starts (decision 033).
  outDir: CLIENT_DIR,
  // Astro's cache (the content layer's store among it) beside each build: two builds at once, of other content (the
  // e2e suite's, decision 054), would otherwise read each other's half-written store.
  cacheDir: join(BUILD_DIR, ".astro-cache"),
  // Every page is a file, about.html for /about: static hosts serve it at /about as the canonical links name it, where
  // a folder's index.html made Cloudflare Pages redirect /about to /about/. The servers redirect /page/ to /page.
  trailingSlash: "never",
  // The one stylesheet is a cached file, not inlined into every page: a smaller document paints sooner (decision 012).
  build: { format: "file", inlineStylesheets: "never" },
  // Astro's prefetch is started by the inline page script (lib/page-behaviour.ts), not loaded as a file (decision 012).
  prefetch: false,
  integrations: [
    react(),
    // Every page but the 404 page and the owner's (the editor, the inbox); robots.txt names the index (robots.txt.ts).
    sitemap({
      filter: (page) => !/^\/(404|admin)(\/|$)/.test(new URL(page).pathname),
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    // The content check, the site's address, the photos, headers, precompression and the editor (scripts/integration).
    siteBuild(),
    // `site:content/<name>`: a content file as the build read it, for the islands and the site config (decision 043).
    siteContent(),
  ],
  // The deploy-time settings (docs/deploy.md, "Deploy-time values"), which end up in the HTML anyway: the site reads
  // them from astro:env/client (src/lib/env.ts); src/lib/deploy-settings.ts holds the rules Astro's types cannot say.
  env: {
    schema: {
      SITE_URL: envField.string({ context: "client", access: "public", optional: true, url: true }),
      QUOTE_FORM_URL: envField.string({ context: "client", access: "public", optional: true, url: true }),
      GA_MEASUREMENT_ID: envField.string({ context: "client", access: "public", optional: true }),
      CLARITY_PROJECT_ID: envField.string({ context: "client", access: "public", optional: true }),
      // A path of the site (its own lead store) or a full URL.
      QUOTE_FORM_ENDPOINT: envField.string({ context: "client", access: "public", optional: true }),
    },
  },
  devToolbar: { enabled: false },
  vite: {
    // Astro's env fields read .env through Vite too: left aside with it.
    envDir: ENV_FILE_USED ? undefined : false,
    plugins: [tailwindcss()],
    server: {
      // `npm run cms`: decap-server writes a saved file in place (emptied, then written). Without this the content layer
      // could read it half-written, fail, and miss the write that followed, and the preview kept the old text until the
      // next save (decision 021). The watcher reports a file once its size has held for 100 ms.
      watch: { awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 20 } },
    },
    build: {
      // Nothing inlined, as data: URLs or as scripts: the CSP stays strict, fonts stay cacheable files, and the page
      // script (layouts/page.astro's) is a cached file too, which the build's integration asks for at low priority so the first paint
      // waits for no script (decision 026; decision 012 had it inline, 2 KB of every page's HTML).
      assetsInlineLimit: () => false,
    },
  },
})
