import type { ServiceAreaId } from "~/lib/content/service-areas"

/** The highlighted area: hover wins over focus, focus over a tap, so moving away returns to the last. */
type AreaMapState = {
  hovered: ServiceAreaId | null
  focused: ServiceAreaId | null
  selected: ServiceAreaId | null
}

export type AreaMapAction =
  | { type: "hover"; id: ServiceAreaId }
  | { type: "unhover" }
  | { type: "focus"; id: ServiceAreaId }
  | { type: "blur" }
  | { type: "select"; id: ServiceAreaId }

export const INITIAL_AREA_MAP_STATE: AreaMapState = { hovered: null, focused: null, selected: null }

export function areaMapReducer(state: AreaMapState, action: AreaMapAction): AreaMapState {
  switch (action.type) {
    case "hover":
      return state.hovered === action.id ? state : { ...state, hovered: action.id }
    case "unhover":
      return state.hovered === null ? state : { ...state, hovered: null }
    case "focus":
      return { ...state, focused: action.id }
    case "blur":
      return { ...state, focused: null }
    case "select":
      return { ...state, selected: action.id }
  }
}

export function activeArea(state: AreaMapState): ServiceAreaId | null {
  return state.hovered ?? state.focused ?? state.selected
}
