// /api/auth/callback: the same sign-in handler as /api/auth (index.ts).
export { onRequest } from "./index.ts"
