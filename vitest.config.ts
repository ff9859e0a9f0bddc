/// <reference types="vitest/config" />
import { availableParallelism } from "node:os"

import { getViteConfig } from "astro/config"

// The unit tests read the frozen copy of the content (decision 034): an owner's edit of content/ changes no test. Set
// before Astro's config is read, so the content folder's modules and the JSON imports (content-dir-plugin) see it.
process.env.CONTENT_DIR ??= "tests/fixtures/content"

// Astro's own Vite config (the `~` alias, JSX for React, the public env define), with the test settings.
export default getViteConfig({
  test: {
    restoreMocks: true,
    // Under `npm test` the unit tests share the two cores with the browser tests (decision 054): the tests that start
    // real servers and processes (cli.test.ts's `leads -- test`, content-gate.test.ts's builds) took 10 to 16 s there
    // on clean clones, 2 s alone, against a bound of 20 s. A hung test still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves one core free by default; on a two-core machine that runs every file in turn.
    maxWorkers: availableParallelism(),
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    // Components and hooks get a DOM (happy-dom); everything else runs in plain Node, which starts faster.
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["src/**/*.test.tsx", "src/components/**/*.test.ts", "src/lib/analytics.test.ts"],
          setupFiles: ["tests/setup/vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // A worker keeps its modules from one file to the next rather than loading them again for each: about 11 of
          // the unit tests' 80 CPU-seconds (decision 055). The DOM tests stay isolated: their components share stores.
          isolate: false,
          include: ["{src,server,scripts,common,tests/support}/**/*.test.ts", "tests/*.test.ts"],
          exclude: ["src/components/**", "src/lib/analytics.test.ts", "**/*.load.test.ts"],
        },
      },
      // Measurements under load, minutes long (`npm run test:load`): not part of `npm test` (decision 054).
      { extends: true, test: { name: "load", environment: "node", include: ["server/**/*.load.test.ts"] } },
    ],
  },
})
