// The project's layers, checked by `npm run lint` (dependency-cruiser; decision 025). src/ is the site and the base
// every other part may build on; server/ is what runs in production; scripts/ are the build steps and the editor.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports: the modules in it load in an order that depends on who imports them first.",
      from: {},
      to: { circular: true },
    },
    {
      name: "sections-import-no-islands",
      severity: "error",
      comment:
        "A section is HTML: the page passes an island in as a child, so a band never ships the code of what moves in it.",
      from: { path: "^src/components/sections/" },
      to: { path: "^src/components/islands/" },
    },
    {
      name: "site-imports-only-the-site",
      severity: "error",
      comment: "src/ is the site: it builds on nothing of the build steps, the editor or the production server.",
      // A test may hold the site to the build step that makes its input (the icon sprite, the articles' front matter).
      from: { path: "^src/", pathNot: "\\.test\\.tsx?$" },
      // Except the quote form's schema, the lead store's path and the service ids, which browser and server share so
      // both refuse the same input alike (decisions 030, 032); they live in server/ because a production install copies
      // server/ alone.
      to: { path: "^(scripts|server)/", pathNot: "^server/leads/(quote-schema|paths|services)\\.ts$" },
    },
    {
      name: "shared-lead-schema-imports-only-zod",
      severity: "error",
      comment:
        "What the site imports of server/ pulls in nothing else of it: the schema needs zod, the paths and the service ids only.",
      from: { path: "^server/leads/(quote-schema|paths|services)\\.ts$" },
      to: { pathNot: "^(node_modules/zod/|server/leads/(paths|services)\\.ts$)" },
    },
    {
      name: "server-imports-no-build-step",
      severity: "error",
      comment: "The production server runs without the build's tools (a production-only install copies server/ alone).",
      // A test may check the server against what the build writes (the sign-in page's script hash).
      from: { path: "^(server|functions|netlify)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^scripts/" },
    },
    {
      name: "editor-imports-no-server",
      severity: "error",
      comment:
        "The editor's config is built from the content schemas; what it shares with the sign-in is server/sign-in-settings.ts, a module that imports nothing.",
      from: { path: "^scripts/admin/" },
      to: { path: "^server/", pathNot: "^server/sign-in-settings\\.ts$" },
    },
    {
      name: "sign-in-settings-import-nothing",
      severity: "error",
      comment: "The sign-in's settings are shared by the server and the editor's config, so they depend on neither.",
      from: { path: "^server/sign-in-settings\\.ts$" },
      to: {},
    },
    {
      name: "editor-and-content-check-apart",
      severity: "error",
      comment: "Both read a schema through scripts/lib/schema-walk.ts; neither reaches into the other.",
      from: { path: "^scripts/(admin/|lib/content-check)" },
      to: { path: "^scripts/(admin/|lib/content-check)", pathNot: "^scripts/$1" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(node_modules|build|build-analytics|build-estimate|build-leads|data|public|test-results|playwright-report|\\.astro|\\.cache|\\.wrangler)/",
    },
    // Type-only imports count: a circle through a type still ties the two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
}
