import { existsSync } from "node:fs"

// Optional owner settings (see .env.example); Node keeps real environment variables over the file's.
if (existsSync(".env")) process.loadEnvFile(".env")
