import { existsSync } from "node:fs"

// Optional owner settings (see .env.example); real environment variables win over the file.
if (existsSync(".env")) {
  const before = { ...process.env }
  process.loadEnvFile(".env")
  Object.assign(process.env, before)
}
