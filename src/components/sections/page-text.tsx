import { cn } from "~/lib/cn"

import { Section, SectionHeading } from "./section"

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
        {heading && <SectionHeading id={id} heading={heading} align="left" spaced={false} />}
        <div
          className={cn("prose-article prose-plain", heading && "mt-6")}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </Section>
  )
}
