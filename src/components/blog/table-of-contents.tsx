import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { BlogHeading } from "~/lib/content/blog"

function ContentsList({ headings }: { headings: BlogHeading[] }) {
  return (
    <ol className="space-y-1 text-[0.9375rem] leading-snug">
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
  )
}

/** A link per `##` section: on phones a closed disclosure (the article starts on screen one), wide a sticky list. */
export function TableOfContents({ headings, className }: { headings: BlogHeading[]; className: string }) {
  if (headings.length < 2) return null
  return (
    <div className={className}>
      <details className="group/toc rounded-card border border-line bg-white/70 lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-forest [&::-webkit-details-marker]:hidden">
          <span>
            In this article <span className="font-normal text-ink-soft">· {headings.length} sections</span>
          </span>
          <SpriteIcon
            name="chevron-down"
            className="size-5 transition-transform duration-200 group-open/toc:rotate-180"
          />
        </summary>
        <nav aria-label="In this article" className="border-t border-line px-5 pt-3 pb-4">
          <ContentsList headings={headings} />
        </nav>
      </details>
      <nav aria-labelledby="toc-heading" className="hidden lg:block">
        <h2 id="toc-heading" className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">
          In this article
        </h2>
        <div className="mt-4">
          <ContentsList headings={headings} />
        </div>
      </nav>
    </div>
  )
}
