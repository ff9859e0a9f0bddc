// Joins class names. No tailwind-merge (8 KB gzip on every page): components put overridable
// utilities last and callers avoid passing conflicting ones.
export { clsx as cn } from "clsx"
