import { FONTS_FROM_FIRST_PAINT } from "./web-fonts.ts"

/**
 * Every inline script the site writes into its pages (layouts/page.astro): the build admits these by their hash and no
 * other (scripts/lib/html.ts, decision 029). Astro's island scripts are not inline by then: the build moves them into a
 * file of their own (decision 026). A script that content smuggled in is in no list, so it gets no hash and the build
 * stops, naming its page.
 */
export const SITE_INLINE_SCRIPTS: readonly string[] = [FONTS_FROM_FIRST_PAINT]
