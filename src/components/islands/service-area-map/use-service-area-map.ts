import type { ServiceAreaId } from "~/lib/content/service-areas"

/** The highlighted area: hover wins over focus, focus over a tap, so moving away returns to the last. */
type AreaMapState = {
  hovered: ServiceAreaId | null
  focused: ServiceAreaId | null
  selected: ServiceAreaId | null
}

export type AreaMapAction = { type: "hover" | "focus" | "select"; id: ServiceAreaId } | { type: "unhover" | "blur" }

export const INITIAL_AREA_MAP_STATE: AreaMapState = { hovered: null, focused: null, selected: null }

const FIELD = { hover: "hovered", unhover: "hovered", focus: "focused", blur: "focused", select: "selected" } as const

export function areaMapReducer(state: AreaMapState, action: AreaMapAction): AreaMapState {
  const field = FIELD[action.type]
  const id = "id" in action ? action.id : null
  return state[field] === id ? state : { ...state, [field]: id }
}

export function activeArea(state: AreaMapState): ServiceAreaId | null {
  return state.hovered ?? state.focused ?? state.selected
}
