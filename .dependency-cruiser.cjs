// The project's layers, checked by `npm run lint` (dependency-cruiser; decision 025). src/ is the site; server/ is what
// runs in production; common/ is what both import; scripts/ are the build steps and the editor.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  // Each rule fails the lint (its severity, "error", is added at the end).
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of imports: the modules in it load in an order that depends on who imports them first.",
      from: {},
      to: { circular: true },
    },
    {
      name: "sections-import-no-islands",
      comment:
        "A section is HTML: the page passes an island in as a child, so a band never ships the code of what moves in it.",
      from: { path: "^src/components/sections/" },
      to: { path: "^src/components/islands/" },
    },
    {
      name: "site-imports-only-the-site",
      comment: "src/ is the site: it builds on common/ and nothing of the build steps, the editor or the server.",
      // A test may hold the site to the build step that makes its input (the icon sprite, the articles' front matter).
      from: { path: "^src/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(scripts|server|functions|netlify)/" },
    },
    {
      name: "common-imports-only-zod",
      comment:
        "common/ is what the site and the server both import (decision 044): it imports nothing of either, only zod.",
      // A test may read the tests' frozen copy of the content (decision 034): common/booking.ts's rules are its file's.
      from: { path: "^common/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^(node_modules/zod/|common/)" },
    },
    {
      name: "server-imports-no-site-or-build-step",
      comment:
        "The production server runs without the site's code or the build's tools (a production-only install copies server/ and common/).",
      // A test may check the server against what the build writes (the sign-in page's script hash).
      from: { path: "^(server|functions|netlify)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(scripts|src)/" },
    },
    {
      name: "editor-imports-no-server",
      comment:
        "The editor's config is built from the content schemas; what it shares with the sign-in is server/sign-in-settings.ts, a module that imports nothing.",
      // `npm run cms` (cms.ts) is a command on the owner's computer: it reads .env as the server does.
      from: { path: "^scripts/editor/", pathNot: "^scripts/editor/cms\\.ts$" },
      to: { path: "^server/", pathNot: "^server/sign-in-settings\\.ts$" },
    },
    {
      name: "sign-in-settings-import-only-common",
      comment: "The sign-in's settings are shared by the server and the editor's config, so they depend on neither.",
      from: { path: "^server/sign-in-settings\\.ts$" },
      to: { pathNot: "^common/" },
    },
    {
      name: "editor-and-content-check-apart",
      comment: "Both read a schema through scripts/lib/schema-walk.ts; neither reaches into the other.",
      from: { path: "^scripts/(editor/|integration/content-check)" },
      to: { path: "^scripts/(editor/|integration/content-check)", pathNot: "^scripts/$1" },
    },
  ].map((rule) => ({ severity: "error", ...rule })),
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(node_modules|build|build-analytics|build-estimate|build-leads|build-booking|data|public|test-results|playwright-report|\\.astro|\\.cache|\\.wrangler)/",
    },
    // Type-only imports count: a circle through a type still ties the two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
}
