// The content modules (scripts/integration/content-module.ts): each file as the build read it, its fields as named exports.
type ContentOf<N extends import("./lib/content/content-files.ts").ContentFileName> =
  import("./lib/content/content-file.ts").ContentOf<N>

declare module "site:content/business" {
  const file: ContentOf<"business">
  export = file
}
declare module "site:content/estimate" {
  const file: ContentOf<"estimate">
  export = file
}
declare module "site:content/home" {
  const file: ContentOf<"home">
  export = file
}
declare module "site:content/labels" {
  const file: ContentOf<"labels">
  export = file
}
declare module "site:content/packages" {
  const file: ContentOf<"packages">
  export = file
}
