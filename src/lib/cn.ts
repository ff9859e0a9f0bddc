// No tailwind-merge (8 KB gzip on every page): components put overridable utilities last, callers pass no conflicts.
export { clsx as cn } from "clsx"
