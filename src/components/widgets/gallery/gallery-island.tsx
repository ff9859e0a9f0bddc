import { ContentQueryProvider } from "~/lib/content/queries"

import { GalleryTabs, type GalleryTabsProps } from "./gallery-tabs"

/** /gallery's category tabs as an island of their own, with the run-time read they make (SPEC section 7). */
export function GalleryIsland({ initial }: GalleryTabsProps) {
  return (
    <ContentQueryProvider>
      <GalleryTabs initial={initial} />
    </ContentQueryProvider>
  )
}
