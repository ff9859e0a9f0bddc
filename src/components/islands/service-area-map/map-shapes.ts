import type { ServiceAreaId } from "~/lib/content/service-areas"

/** A stylised (not to scale) drawing of Albury-Wodonga, 600 × 420: NSW above the Murray, Victoria below. */
export const AREA_SHAPES: Record<ServiceAreaId, { path: string; marker: { x: number; y: number } }> = {
  "albury-central": {
    path: "M185 195C205 170 285 168 315 190C340 210 330 255 300 268C260 282 205 278 185 258C170 240 170 212 185 195Z",
    marker: { x: 252, y: 226 },
  },
  "lavington-hamilton-valley": {
    path: "M150 95C170 60 260 50 300 75C330 95 322 150 290 163C250 178 190 175 160 160C135 145 135 115 150 95Z",
    marker: { x: 232, y: 116 },
  },
  "thurgoona-wirlinga": {
    path: "M338 100C368 75 440 80 462 105C485 130 476 180 448 195C413 210 362 205 342 182C322 158 318 120 338 100Z",
    marker: { x: 402, y: 144 },
  },
  wodonga: {
    path: "M340 322C365 302 450 302 480 322C505 342 495 388 460 398C420 408 365 403 345 383C325 363 322 337 340 322Z",
    marker: { x: 413, y: 353 },
  },
  surrounding: {
    path: "M46 56C130 8 470 8 554 56C602 118 602 322 554 376C470 424 130 424 46 376C-2 322 -2 118 46 56Z",
    marker: { x: 92, y: 118 },
  },
}

/** The Murray River, west to east, drawn between the NSW and Victorian areas. */
export const RIVER_PATH = "M0 292C70 272 130 318 215 296S350 256 420 286S540 322 600 296"

/** Towns of the surrounding area, drawn as small dots on their side of the river (decorative; the list names them). */
export const TOWN_DOTS = [
  { name: "Howlong", x: 70, y: 250 },
  { name: "Rutherglen", x: 84, y: 352 },
  { name: "Chiltern", x: 190, y: 378 },
  { name: "Barnawartha", x: 262, y: 340 },
  { name: "Bellbridge", x: 512, y: 342 },
] as const
