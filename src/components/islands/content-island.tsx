import type { ComponentType } from "react"

import { ContentQueryProvider } from "~/lib/content/queries"

/** An island that reads /content/*.json: `View` under the page's one query client, shared by its islands. */
export function withContentQuery<P extends object>(View: ComponentType<P>) {
  return function ContentIsland(props: P) {
    return (
      <ContentQueryProvider>
        <View {...props} />
      </ContentQueryProvider>
    )
  }
}
