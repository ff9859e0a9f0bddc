import { cn } from "~/lib/cn"

/** Stands in for a run-time read's loading state, which would wait for ever without scripts (CSS `scripting: none`). */
export function ScriptsOffNote({ children, className }: { children: string; className?: string }) {
  return (
    <p data-slot="scripts-off-note" className={cn("hidden text-center text-ink-soft noscript:block", className)}>
      {children}
    </p>
  )
}
