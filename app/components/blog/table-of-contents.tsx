import { cn } from "~/lib/cn"
import type { BlogHeading } from "~/lib/content/blog"

type TableOfContentsProps = {
  headings: BlogHeading[]
  className?: string
}

/** "In this article": a link to each `##` section, numbered like a magazine's contents. */
export function TableOfContents({ headings, className }: TableOfContentsProps) {
  if (headings.length < 2) return null
  return (
    <nav
      aria-labelledby="toc-heading"
      className={cn("rounded-card border border-line bg-white/60 p-5 lg:border-0 lg:bg-transparent lg:p-0", className)}
    >
      <h2 id="toc-heading" className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">
        In this article
      </h2>
      <ol className="mt-4 space-y-1 text-[0.9375rem] leading-snug">
        {headings.map((heading, index) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="group flex gap-3 rounded-md py-1.5 text-forest-700 transition-colors hover:text-forest"
            >
              <span aria-hidden="true" className="w-5 shrink-0 font-serif text-eucalyptus-700 tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="decoration-eucalyptus underline-offset-4 group-hover:underline">{heading.text}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
