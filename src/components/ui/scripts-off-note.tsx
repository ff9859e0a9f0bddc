import { cn } from "~/lib/cn"

/**
 * Stands in for a run-time read's loading state (a GET of /content/*.json) where the browser runs no scripts: the state would
 * wait for ever, and the island that would replace it never starts. Shown by CSS alone (`@media (scripting: none)`);
 * the loading state beside it hides itself there with `noscript:hidden`.
 */
export function ScriptsOffNote({ children, className }: { children: string; className?: string }) {
  return (
    <p data-slot="scripts-off-note" className={cn("hidden text-center text-ink-soft noscript:block", className)}>
      {children}
    </p>
  )
}
