// /api/leads/token, /api/leads/health and any other path under /api/leads: the same store as /api/leads (index.ts).
export { onRequest } from "./index.ts"
