import type { ComponentProps, ReactNode } from "react"

import { cn } from "~/lib/cn"

/** Background of a page section; pages alternate them (linen, mist, white) for rhythm. */
const TONES = {
  linen: "bg-linen",
  mist: "bg-mist",
  white: "bg-white",
  forest: "bg-forest text-linen",
}

export type SectionTone = keyof typeof TONES

const PADDING = { default: "section-y", "flush-top": "pt-2 pb-section", none: "" }

type SectionProps = ComponentProps<"section"> & {
  tone?: SectionTone
  innerClassName?: string
  /** "flush-top" continues the block above (e.g. the hero); "none" when innerClassName sets it. */
  padding?: keyof typeof PADDING
} & (
    | {
        labelledBy: string
        /** The section's opening heading (centred), its id being `labelledBy`. */
        heading?: Omit<SectionHeadingProps, "id">
      }
    // A band without a heading of its own is named by its `aria-label`, or by the heading its children hold.
    | { labelledBy?: string; heading?: undefined }
  )

/** A full-width band: the standard rhythm and container, drawn only as it nears the viewport (app.css). */
export function Section({
  tone = "linen",
  labelledBy,
  className,
  innerClassName,
  padding = "default",
  heading,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative overflow-x-clip drawn-when-near", PADDING[padding], TONES[tone], className)}
      {...props}
    >
      <div className={cn("container-page", innerClassName)}>
        {heading && <SectionHeading id={labelledBy} {...heading} />}
        {children}
      </div>
    </section>
  )
}

type SectionHeadingProps = {
  heading: string
  eyebrow?: string
  intro?: ReactNode
  id: string
  align?: "center" | "left"
  /** Light text for dark (forest) backgrounds. */
  tone?: "default" | "light"
  /** Leave the standard gap below for the content that follows; by default a centred heading does, a left one (in a
   * split layout) does not. */
  spaced?: boolean
}

/** Eyebrow, h2 and intro line that open a page section (an eyebrow that repeats the heading is left out). */
export function SectionHeading({ heading, eyebrow, intro, id, align, tone, spaced }: SectionHeadingProps) {
  const centred = align !== "left"
  return (
    <div className={cn("max-w-2xl", centred && "mx-auto text-center", (spaced ?? centred) && "mb-12 sm:mb-14")}>
      {eyebrow !== heading && (
        <Eyebrow text={eyebrow} className={cn("mb-3", tone === "light" ? "text-mist-200" : "text-eucalyptus-700")} />
      )}
      <h2 id={id} className={cn("text-h2 font-semibold", tone === "light" && "text-linen")}>
        {heading}
      </h2>
      {intro && <p className={cn("mt-4 text-lead", tone === "light" ? "text-mist-200" : "text-ink-soft")}>{intro}</p>}
    </div>
  )
}

export function Eyebrow({ text, className }: { text?: string; className: string }) {
  return text ? <p className={cn("text-sm font-semibold tracking-[0.16em] uppercase", className)}>{text}</p> : null
}

export function Paragraphs({ items }: { items: string[] }) {
  return items.map((paragraph) => (
    <p key={paragraph} className="mt-5 text-ink-soft">
      {paragraph}
    </p>
  ))
}

type PageTextProps = {
  id: string
  heading?: string
  /** The section's Markdown as HTML (lib/content/markdown.ts, pageTextHtml). */
  html: string
  tone: "linen" | "mist"
}

/** An owner page's text section (decision 020): the articles' prose styles in a readable column, its heading above. */
export function PageText({ id, heading, html, tone }: PageTextProps) {
  return (
    <Section labelledBy={heading ? id : undefined} tone={tone}>
      <div className="mx-auto max-w-[68ch]">
        {heading && <SectionHeading id={id} heading={heading} align="left" />}
        <div
          className={cn("prose-article prose-plain", heading && "mt-6")}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </Section>
  )
}

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
        <div className="cta-panel px-6 py-12 text-center sm:px-12 sm:py-16">
          <SectionHeading id={id} heading={heading} intro={text} tone="light" spaced={false} />
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
      </div>
    </section>
  )
}

type WaveDividerProps = {
  /** Tailwind text colour class of the section the wave flows into, e.g. "text-mist". */
  colorClass?: string
  flip?: boolean
  className?: string
}

// The wave between two bands is the stylesheet's (.wave-divider), drawn in the text colour over this element's own
// background.
export function WaveDivider({ colorClass = "text-mist", flip = false, className }: WaveDividerProps) {
  return <div aria-hidden="true" className={cn("wave-divider", colorClass, flip && "rotate-180", className)} />
}
