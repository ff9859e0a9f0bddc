import type { ContactContent } from "~/lib/content/schemas"
import type { ServiceAreaId } from "~/lib/content/service-areas"

import { useServiceAreaMap, type AreaMapControls } from "./use-service-area-map"

/** A stylised (not to scale) drawing of Albury-Wodonga, 600 × 420: NSW above the Murray, Victoria below. */
const AREA_PATHS: Record<ServiceAreaId, string> = {
  "albury-central":
    "M185 195C205 170 285 168 315 190C340 210 330 255 300 268C260 282 205 278 185 258C170 240 170 212 185 195Z",
  "lavington-hamilton-valley":
    "M150 95C170 60 260 50 300 75C330 95 322 150 290 163C250 178 190 175 160 160C135 145 135 115 150 95Z",
  "thurgoona-wirlinga":
    "M338 100C368 75 440 80 462 105C485 130 476 180 448 195C413 210 362 205 342 182C322 158 318 120 338 100Z",
  wodonga: "M340 322C365 302 450 302 480 322C505 342 495 388 460 398C420 408 365 403 345 383C325 363 322 337 340 322Z",
  surrounding: "M46 56C130 8 470 8 554 56C602 118 602 322 554 376C470 424 130 424 46 376C-2 322 -2 118 46 56Z",
}

/** Where each area's number sits on the drawing. */
const MARKERS: Record<ServiceAreaId, { x: number; y: number }> = {
  "albury-central": { x: 252, y: 226 },
  "lavington-hamilton-valley": { x: 232, y: 116 },
  "thurgoona-wirlinga": { x: 402, y: 144 },
  wodonga: { x: 413, y: 353 },
  surrounding: { x: 92, y: 118 },
}

const RIVER_PATH = "M0 292C70 272 130 318 215 296S350 256 420 286S540 322 600 296"

/** Towns of the surrounding area, drawn as small dots on their side of the river (decorative; the list names them). */
const TOWN_DOTS = [
  { name: "Howlong", x: 70, y: 250 },
  { name: "Rutherglen", x: 84, y: 352 },
  { name: "Chiltern", x: 190, y: 378 },
  { name: "Barnawartha", x: 262, y: 340 },
  { name: "Bellbridge", x: 512, y: 342 },
] as const

const STATE_NAME = "pointer-events-none fill-ink-soft text-[14px] font-semibold tracking-widest"

const state = (on: boolean) => (on ? "active" : "inactive")

type Areas = ContactContent["areas"]["list"]

/** Hovering, focusing or tapping an area highlights it and lists its suburbs; the drawing is decorative. */
export function ServiceAreaMap({ areas, allSuburbs }: { areas: Areas; allSuburbs: readonly string[] }) {
  const map = useServiceAreaMap()
  const current = areas.find((area) => area.id === map.active)
  return (
    <div data-slot="service-area-map" className="grid gap-8 lg:grid-cols-[1.15fr_1fr] lg:gap-12">
      <div className="flex items-center rounded-panel border border-line bg-white p-3 shadow-soft sm:p-5">
        <AreaDrawing areas={areas} map={map} />
      </div>
      <div>
        <AreaButtons areas={areas} map={map} />
        <div
          id="service-area-detail"
          aria-live="polite"
          data-slot="service-area-detail"
          className="mt-5 min-h-44 rounded-card border border-line bg-white p-5 shadow-soft sm:p-6"
        >
          <h3 className="text-h3 font-semibold">{current ? current.name : "All areas we cover"}</h3>
          <p className="mt-1 text-[0.95rem] text-ink-soft">
            {current ? current.summary : "Hover over, tap or tab to an area to see its suburbs."}
          </p>
          {/* Its own list, not the sections' Pills: that import would add a chunk to the map's first load. */}
          <ul
            className="mt-4 flex flex-wrap gap-2"
            aria-label={current ? `Suburbs in ${current.name}` : "Suburbs we cover"}
          >
            {(current ? current.suburbs : allSuburbs).map((suburb) => (
              <li key={suburb} className="rounded-pill bg-mist px-3 py-1 text-sm font-medium text-forest">
                {suburb}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}

/** The areas drawn over the river and the towns, each numbered as the list numbers it. */
function AreaDrawing({ areas, map: { active, enter, leave } }: { areas: Areas; map: AreaMapControls }) {
  // Surrounding Areas is the background shape: drawn first, under the others.
  const drawOrder = [...areas].sort((a, b) => Number(b.id === "surrounding") - Number(a.id === "surrounding"))
  return (
    <svg viewBox="0 0 600 420" aria-hidden="true" focusable="false" className="block h-auto w-full">
      {drawOrder.map((area) => (
        <path
          key={area.id}
          d={AREA_PATHS[area.id]}
          data-area={area.id}
          data-state={state(active === area.id)}
          onPointerEnter={enter(area.id)}
          onPointerLeave={leave}
          className="area-shape"
        />
      ))}
      <path
        d={RIVER_PATH}
        className="pointer-events-none fill-none stroke-eucalyptus-600/50 stroke-[10]"
        strokeLinecap="round"
      />
      <text x="470" y="272" className="pointer-events-none fill-eucalyptus-700 font-serif text-[15px] italic">
        Murray River
      </text>
      <text x="560" y="40" textAnchor="end" className={STATE_NAME}>
        NSW
      </text>
      <text x="560" y="404" textAnchor="end" className={STATE_NAME}>
        VIC
      </text>
      {TOWN_DOTS.map((town) => (
        <g key={town.name} className="pointer-events-none">
          <circle cx={town.x} cy={town.y} r="5" className="fill-eucalyptus-600" />
          <text x={town.x + 10} y={town.y + 5} className="fill-ink-soft text-[14px]">
            {town.name}
          </text>
        </g>
      ))}
      {areas.map((area, index) => {
        const { x, y } = MARKERS[area.id]
        return (
          <g key={area.id} className="area-marker" data-marker={area.id} data-state={state(active === area.id)}>
            <circle cx={x} cy={y} r="18" />
            <text x={x} y={y + 6} textAnchor="middle">
              {index + 1}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The areas as buttons: the keyboard's and the screen reader's way to the same highlight. */
function AreaButtons({ areas, map: { active, dispatch, enter, leave } }: { areas: Areas; map: AreaMapControls }) {
  return (
    <ul className="grid gap-2" aria-label="Service areas" onPointerLeave={leave}>
      {areas.map((area, index) => {
        const on = active === area.id
        return (
          <li key={area.id}>
            <button
              type="button"
              data-area={area.id}
              data-state={state(on)}
              aria-pressed={on}
              aria-controls="service-area-detail"
              onPointerEnter={enter(area.id)}
              onFocus={() => dispatch({ type: "focus", id: area.id })}
              onBlur={() => dispatch({ type: "blur" })}
              onClick={() => dispatch({ type: "select", id: area.id })}
              className="area-button group"
            >
              <span aria-hidden="true" className="area-number">
                {index + 1}
              </span>
              <span className="font-semibold">{area.name}</span>
              <span className="area-count">{area.suburbs.length} suburbs</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
