import { cn } from "~/lib/cn"
import type { BeforeAfterItem } from "~/lib/content/gallery"

import { BeforeAfterSlider } from "./before-after-slider"

/** One comparison: the slider with its title and description underneath. */
export function BeforeAfterCard({
  item,
  headingLevel = "h3",
  priority = false,
  className,
}: {
  item: BeforeAfterItem
  headingLevel?: "h2" | "h3"
  priority?: boolean
  className?: string
}) {
  const Heading = headingLevel
  return (
    <article data-slot="before-after-card" className={cn("flex flex-col", className)}>
      <BeforeAfterSlider
        before={item.before}
        after={item.after}
        label={`Compare before and after: ${item.title}`}
        priority={priority}
      />
      <Heading className="mt-5 text-h3 font-semibold">{item.title}</Heading>
      <p className="mt-2 text-ink-soft">{item.description}</p>
    </article>
  )
}

/**
 * Placeholder with the card's shape while comparisons are read: the slider box at the comparison
 * photos' 3:2 shape, a title line and two description lines, so nothing moves when they arrive.
 */
export function BeforeAfterCardSkeleton() {
  return (
    <div data-slot="before-after-skeleton" className="flex flex-col">
      <div className="aspect-3/2 animate-pulse rounded-panel bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-5 h-7 w-2/3 animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-3 h-5 w-full animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-2 h-5 w-4/5 animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
    </div>
  )
}
