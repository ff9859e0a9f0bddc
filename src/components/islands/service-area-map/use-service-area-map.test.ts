import { describe, expect, it } from "vitest"

import { activeArea, areaMapReducer, INITIAL_AREA_MAP_STATE, type AreaMapAction } from "./use-service-area-map"

const run = (...actions: AreaMapAction[]) => actions.reduce(areaMapReducer, INITIAL_AREA_MAP_STATE)

describe("service-area map state", () => {
  it("highlights nothing at first", () => {
    expect(activeArea(INITIAL_AREA_MAP_STATE)).toBeNull()
  })

  it("highlights the hovered area and clears it when the pointer leaves", () => {
    expect(activeArea(run({ type: "hover", id: "wodonga" }))).toBe("wodonga")
    expect(activeArea(run({ type: "hover", id: "wodonga" }, { type: "unhover" }))).toBeNull()
  })

  it("highlights the focused area until focus leaves", () => {
    expect(activeArea(run({ type: "focus", id: "surrounding" }))).toBe("surrounding")
    expect(activeArea(run({ type: "focus", id: "surrounding" }, { type: "blur" }))).toBeNull()
  })

  it("lets hovering preview another area, then returns to the focused one", () => {
    const state = run({ type: "focus", id: "albury-central" }, { type: "hover", id: "wodonga" })
    expect(activeArea(state)).toBe("wodonga")
    expect(activeArea(areaMapReducer(state, { type: "unhover" }))).toBe("albury-central")
  })

  it("keeps a tapped area highlighted after focus and pointer leave", () => {
    const state = run(
      { type: "select", id: "thurgoona-wirlinga" },
      { type: "hover", id: "wodonga" },
      { type: "unhover" },
      { type: "blur" },
    )
    expect(activeArea(state)).toBe("thurgoona-wirlinga")
  })

  it("returns the same state object when nothing changes", () => {
    const state = run({ type: "hover", id: "wodonga" })
    expect(areaMapReducer(state, { type: "hover", id: "wodonga" })).toBe(state)
    expect(areaMapReducer(INITIAL_AREA_MAP_STATE, { type: "unhover" })).toBe(INITIAL_AREA_MAP_STATE)
  })
})
