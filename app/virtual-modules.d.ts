declare module "virtual:page-copy/*" {
  /** One page's entry of content/pages.json (see scripts/vite/page-copy-plugin.ts). */
  const copy: { title: string; description: string; heading: string; intro: string }
  export default copy
}

declare module "virtual:page-copy/gallery" {
  /** /gallery's entry of content/pages.json, with its post-build portfolio section's heading. */
  const copy: {
    title: string
    description: string
    heading: string
    intro: string
    portfolio: { heading: string; intro: string }
  }
  export default copy
}
