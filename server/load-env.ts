import { existsSync, readFileSync } from "node:fs"

// Optional owner settings (see .env.example); Node keeps real environment variables over the file's.
if (existsSync(".env")) {
  const given = process.env.MAIL_FROM
  process.loadEnvFile(".env")
  // Node's reader ends a value at its closing quote, so `MAIL_FROM="Riverleaf Eco Cleaning" <hello@…>` (the usual way
  // to write a sender) would keep the name alone and lose the address: that line is taken whole.
  const sender = /^[ \t]*(?:export[ \t]+)?MAIL_FROM[ \t]*=[ \t]*("[^"\n]*"[ \t]*<[^<>\n]+>)[ \t]*$/m.exec(
    readFileSync(".env", "utf8"),
  )?.[1]
  if (given === undefined && sender) process.env.MAIL_FROM = sender
}
