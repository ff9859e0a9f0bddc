import type { ReactNode } from "react"

/** Photo and text side by side on wide screens, stacked (photo first) on phones. */
export function MediaSplit({ media, children }: { media: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div>{media}</div>
      <div>{children}</div>
    </div>
  )
}
