import { icons, type LucideIcon } from "lucide-react"

import type { IconName } from "~/lib/content/icon-names"

/**
 * The lucide icons drawn into the icon sprite (icon-sprite.svg) by
 * `npx tsx scripts/generate-icon-sprite.ts`. Build-time only: pages draw icons with <SpriteIcon>,
 * so no icon code ships in the pages' JavaScript. Content icons come first (every IconName must
 * be here), then the few the page sections use themselves.
 */
export const SPRITE_CONTENT_ICONS: Record<IconName, LucideIcon> = {
  archive: icons.Archive,
  award: icons.Award,
  baby: icons.Baby,
  "badge-check": icons.BadgeCheck,
  building: icons.BuildingComplex,
  "calendar-check": icons.CalendarCheck,
  "clipboard-check": icons.ClipboardCheck,
  clock: icons.Clock,
  "cooking-pot": icons.CookingPot,
  droplets: icons.Droplets,
  dumbbell: icons.Dumbbell,
  fan: icons.Fan,
  flame: icons.Flame,
  "hand-heart": icons.HandHeart,
  "hard-hat": icons.HardHat,
  heart: icons.Heart,
  "heart-handshake": icons.HeartHandshake,
  house: icons.House,
  key: icons.KeyRound,
  layers: icons.Layers,
  leaf: icons.Leaf,
  "map-pin": icons.MapPin,
  "paint-roller": icons.PaintRoller,
  refrigerator: icons.Refrigerator,
  repeat: icons.Repeat,
  "shield-check": icons.ShieldCheck,
  "shopping-bag": icons.ShoppingBag,
  sparkles: icons.Sparkles,
  sprout: icons.Sprout,
  stethoscope: icons.Stethoscope,
  "user-check": icons.UserCheck,
  users: icons.Users,
  window: icons.AppWindow,
}

export const SPRITE_UI_ICONS = {
  "arrow-left": icons.ArrowLeft,
  "arrow-right": icons.ArrowRight,
  check: icons.Check,
  "chevron-down": icons.ChevronDown,
  "chevron-left": icons.ChevronLeft,
  "chevron-right": icons.ChevronRight,
  "chevrons-left-right": icons.ChevronsLeftRight,
  close: icons.X,
  expand: icons.Expand,
  "external-link": icons.ExternalLink,
  "image-off": icons.ImageOff,
  info: icons.Info,
  loader: icons.LoaderCircle,
  mail: icons.Mail,
  menu: icons.Menu,
  "message-circle": icons.MessageCircle,
  "message-square-quote": icons.MessageSquareQuote,
  pause: icons.Pause,
  phone: icons.Phone,
  play: icons.Play,
  plus: icons.Plus,
  quote: icons.Quote,
  refresh: icons.RefreshCw,
  star: icons.Star,
} satisfies Record<string, LucideIcon>

export type UiIconName = keyof typeof SPRITE_UI_ICONS
export type SpriteIconName = IconName | UiIconName
