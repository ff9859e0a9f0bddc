import { cn } from "~/lib/cn"

import { SectionHeading } from "./section"

type PageTextProps = {
  id: string
  heading?: string
  /** The section's Markdown as HTML (lib/content/markdown.ts, pageTextHtml). */
  html: string
  tone: "linen" | "mist"
}

/** An owner page's text section (decision 020): the articles' prose styles in a readable column, its heading above. */
export function PageText({ id, heading, html, tone }: PageTextProps) {
  const Tag = heading ? "section" : "div"
  return (
    <Tag
      aria-labelledby={heading ? id : undefined}
      className={cn("section-y drawn-when-near", tone === "mist" ? "bg-mist" : "bg-linen")}
    >
      <div className="container-page">
        <div className="mx-auto max-w-[68ch]">
          {heading && <SectionHeading id={id} heading={heading} align="left" spaced={false} />}
          <div
            className={cn("prose-article prose-plain", heading && "mt-6")}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </div>
    </Tag>
  )
}
