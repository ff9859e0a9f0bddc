import { cn } from "~/lib/cn"

/**
 * Stands in for a run-time read's loading state without scripts, where that state would wait for ever: shown by CSS
 * alone (`@media (scripting: none)`), while the loading state beside it hides itself with `noscript:hidden`.
 */
export function ScriptsOffNote({ children, className }: { children: string; className?: string }) {
  return (
    <p data-slot="scripts-off-note" className={cn("hidden text-center text-ink-soft noscript:block", className)}>
      {children}
    </p>
  )
}
