import { FONTS_FROM_FIRST_PAINT } from "./web-fonts.ts"

/** Every inline script the site writes: the build admits these by their hash and stops at any other (decision 029). */
export const SITE_INLINE_SCRIPTS: readonly string[] = [FONTS_FROM_FIRST_PAINT]
