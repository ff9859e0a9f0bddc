import { icons } from "lucide-react"

import { ICON_NAMES, type IconName } from "~/lib/content/icon-names"

import type { BrandMarkName } from "./brand-marks"

// The icons only the interface draws; those content files may name are ICON_NAMES.
const UI_ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "chevrons-left-right",
  "close",
  "expand",
  "external-link",
  "image-off",
  "info",
  "loader",
  "mail",
  "menu",
  "message-circle",
  "message-square-quote",
  "pause",
  "phone",
  "play",
  "quote",
  "refresh",
  "star",
] as const

export type SpriteIconName = IconName | (typeof UI_ICON_NAMES)[number] | BrandMarkName

// Ours where lucide's name is not the PascalCase form of ours ("badge-check" is BadgeCheck).
const LUCIDE_NAMES: Partial<Record<SpriteIconName, keyof typeof icons>> = {
  building: "BuildingComplex",
  close: "X",
  key: "KeyRound",
  loader: "LoaderCircle",
  refresh: "RefreshCw",
  window: "AppWindow",
}

/** The icons `npx tsx scripts/tools/generate-icon-sprite.ts` draws into icon-sprite.svg (build time only). */
export const SPRITE_ICONS = Object.fromEntries(
  [...ICON_NAMES, ...UI_ICON_NAMES].map((name) => {
    const pascalCase = name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof icons
    return [name, icons[LUCIDE_NAMES[name] ?? pascalCase]]
  }),
)
