// Unit tests read a JSON content file as the content layer gives it to pages (src/content.config.ts): checked against
// its schema, {placeholders} filled (lib/content/content-file.ts), from CONTENT_DIR: the frozen copy in
// tests/fixtures/content/ (vitest.config.ts, decision 034).
export { contentFile } from "../../src/lib/content/content-file.ts"
