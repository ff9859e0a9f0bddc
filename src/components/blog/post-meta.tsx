import { cn } from "~/lib/cn"
import { formatPostDate } from "~/lib/content/blog"

/** "3 Nov 2025 · 7 min read", the date machine-readable for search engines and readers. */
export function PostMeta({ date, minutes, className }: { date: string; minutes: number; className: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-ink-soft", className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      <span aria-hidden="true" className="size-1 rounded-full bg-eucalyptus-600" />
      <span>{minutes} min read</span>
    </p>
  )
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-pill bg-mist px-3 py-1 text-xs font-semibold tracking-[0.08em] text-forest-700 uppercase",
        className,
      )}
    >
      {category}
    </span>
  )
}
