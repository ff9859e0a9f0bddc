/**
 * The icons a content file may name, e.g. `"icon": "leaf"`. Kept free of imports so the content
 * schemas (checked at build time) stay light. To add one: add its name here (and to LUCIDE_NAMES in
 * `components/ui/sprite-icons.ts` if lucide's name for it differs), then run
 * `npx tsx scripts/generate-icon-sprite.ts` (a unit test fails until you do).
 */
export const ICON_NAMES = [
  "archive",
  "award",
  "baby",
  "badge-check",
  "building",
  "calendar-check",
  "clipboard-check",
  "clock",
  "cooking-pot",
  "droplets",
  "dumbbell",
  "fan",
  "flame",
  "hand-heart",
  "hard-hat",
  "heart",
  "heart-handshake",
  "house",
  "key",
  "layers",
  "leaf",
  "map-pin",
  "paint-roller",
  "refrigerator",
  "repeat",
  "shield-check",
  "shopping-bag",
  "sparkles",
  "sprout",
  "stethoscope",
  "user-check",
  "users",
  "window",
] as const

export type IconName = (typeof ICON_NAMES)[number]
