import {
  AppWindow,
  Archive,
  BadgeCheck,
  ClipboardCheck,
  Fan,
  Flame,
  HandHeart,
  HeartHandshake,
  Leaf,
  MapPin,
  PaintRoller,
  Refrigerator,
  ShieldCheck,
  Sprout,
  UserCheck,
  type LucideIcon,
} from "lucide-react"

import type { HomeIcon } from "~/lib/content/schemas"

/** The icon each name in content/home.json and content/packages.json stands for. */
export const HOME_ICON_COMPONENTS: Record<HomeIcon, LucideIcon> = {
  leaf: Leaf,
  "heart-handshake": HeartHandshake,
  "user-check": UserCheck,
  "shield-check": ShieldCheck,
  "badge-check": BadgeCheck,
  sprout: Sprout,
  "map-pin": MapPin,
  "hand-heart": HandHeart,
  "clipboard-check": ClipboardCheck,
  "app-window": AppWindow,
  refrigerator: Refrigerator,
  flame: Flame,
  "paint-roller": PaintRoller,
  fan: Fan,
  archive: Archive,
}

export function HomeIconView({ name, className }: { name: HomeIcon; className?: string }) {
  const Icon = HOME_ICON_COMPONENTS[name]
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />
}
