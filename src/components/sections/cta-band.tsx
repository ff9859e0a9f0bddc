import type { ReactNode } from "react"

type CtaBandProps = {
  heading: string
  text: string
  /** The buttons; a page passes them as the named slot "actions" (Astro hands a slot over as the prop of its name). */
  actions?: ReactNode
  id: string
  /** The band continues the mist section above it: same background, no top padding. */
  afterMist?: boolean
}

export function CtaBand({ heading, text, actions, id, afterMist = false }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className={afterMist ? "bg-mist pb-16 sm:pb-20" : "bg-linen py-16 sm:py-20"}>
      <div className="container-page">
        <div className="relative overflow-hidden rounded-panel bg-forest px-6 py-12 text-center shadow-lift sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -top-16 -right-16 size-64 text-forest-700 sm:size-80"
            focusable="false"
          >
            <path fill="currentColor" d="M100 10c50 20 80 60 80 100s-30 70-80 80C50 180 20 150 20 110S50 30 100 10Z" />
          </svg>
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -bottom-20 -left-20 size-56 text-forest-800"
            focusable="false"
          >
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <h2 id={id} className="text-h2 font-semibold text-linen">
              {heading}
            </h2>
            <p className="mt-4 text-lead text-mist-200">{text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
