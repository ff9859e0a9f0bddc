// The social networks' brand marks (lucide no longer ships brand icons), drawn filled on a 24×24 viewBox. They join
// the icon sprite (scripts/generate-icon-sprite.ts), so a page names them instead of carrying their paths (decision 026).
export const BRAND_MARKS = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z",
  instagram:
    "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM20 8.2c-.1-1.5-.4-2.8-1.5-3.8S16.2 3.1 14.8 3c-1.5-.1-6.1-.1-7.6 0-1.5.1-2.8.4-3.8 1.4S2.1 6.7 2 8.2c-.1 1.5-.1 6.1 0 7.6.1 1.5.4 2.8 1.5 3.8s2.3 1.3 3.8 1.4c1.5.1 6.1.1 7.6 0 1.5-.1 2.8-.4 3.8-1.4s1.3-2.3 1.4-3.8c.1-1.5.1-6.1-.1-7.6Zm-2 9.3a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3Z",
  linkedin:
    "M6.9 21H3.2V9h3.7v12ZM5 7.4A2.1 2.1 0 1 1 5 3.2a2.1 2.1 0 0 1 0 4.2ZM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.5 4.4 5.6V21Z",
} as const

export type BrandMarkName = keyof typeof BRAND_MARKS
