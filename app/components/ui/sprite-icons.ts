import {
  AppWindow,
  ArrowRight,
  Award,
  Baby,
  Building2,
  CalendarCheck,
  Check,
  ChevronDown,
  ClipboardCheck,
  Clock,
  CookingPot,
  Droplets,
  Dumbbell,
  Expand,
  ExternalLink,
  HardHat,
  Heart,
  HeartHandshake,
  House,
  Info,
  KeyRound,
  Layers,
  Leaf,
  LoaderCircle,
  Mail,
  MapPin,
  Phone,
  Quote,
  Repeat,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Stethoscope,
  UserCheck,
  Users,
  type LucideIcon,
} from "lucide-react"

import type { IconName } from "~/lib/content/icon-names"

/**
 * The lucide icons drawn into the icon sprite (icon-sprite.svg) by
 * `npx tsx scripts/generate-icon-sprite.ts`. Build-time only: pages draw icons with <SpriteIcon>,
 * so no icon code ships in the pages' JavaScript. Content icons come first (every IconName must
 * be here), then the few the page sections use themselves.
 */
export const SPRITE_CONTENT_ICONS: Record<IconName, LucideIcon> = {
  award: Award,
  baby: Baby,
  building: Building2,
  "calendar-check": CalendarCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  "cooking-pot": CookingPot,
  droplets: Droplets,
  dumbbell: Dumbbell,
  "hard-hat": HardHat,
  heart: Heart,
  "heart-handshake": HeartHandshake,
  house: House,
  key: KeyRound,
  layers: Layers,
  leaf: Leaf,
  repeat: Repeat,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  "user-check": UserCheck,
  users: Users,
  window: AppWindow,
}

export const SPRITE_UI_ICONS = {
  "arrow-right": ArrowRight,
  check: Check,
  "chevron-down": ChevronDown,
  expand: Expand,
  "external-link": ExternalLink,
  info: Info,
  loader: LoaderCircle,
  mail: Mail,
  "map-pin": MapPin,
  phone: Phone,
  quote: Quote,
} satisfies Record<string, LucideIcon>

export type UiIconName = keyof typeof SPRITE_UI_ICONS
export type SpriteIconName = IconName | UiIconName
