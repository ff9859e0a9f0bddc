declare module "virtual:page-copy/*" {
  import type { PagesFile } from "~/lib/content/schemas"
  /** One page's entry of content/pages.json (see scripts/vite/page-copy-plugin.ts). */
  const copy: PagesFile["home"]
  export default copy
}

declare module "virtual:page-copy/gallery" {
  import type { PagesFile } from "~/lib/content/schemas"
  const copy: PagesFile["gallery"]
  export default copy
}

declare module "virtual:page-copy/blog" {
  import type { PagesFile } from "~/lib/content/schemas"
  const copy: PagesFile["blog"]
  export default copy
}
