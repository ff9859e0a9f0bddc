import { useReducer, type PointerEvent } from "react"

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

/** The area highlighted, and what a pointer over the drawing or the list does: touch has no hover, so a tap selects. */
export function useServiceAreaMap() {
  const [state, dispatch] = useReducer(areaMapReducer, INITIAL_AREA_MAP_STATE)
  const enter = (id: ServiceAreaId) => (event: PointerEvent) =>
    dispatch(event.pointerType === "mouse" ? { type: "hover", id } : { type: "select", id })
  const leave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") dispatch({ type: "unhover" })
  }
  return { active: activeArea(state), dispatch, enter, leave }
}

export type AreaMapControls = ReturnType<typeof useServiceAreaMap>
