import { fileURLToPath } from "node:url"

import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

import { publicEnvDefine } from "./app/lib/public-env.ts"
import { pageCopyPlugin } from "./scripts/vite/page-copy-plugin.ts"

export default defineConfig({
  plugins: [pageCopyPlugin(), react()],
  define: publicEnvDefine({}),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
  },
})
