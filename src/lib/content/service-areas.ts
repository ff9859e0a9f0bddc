/** The five areas of the contact page's service-area map, in the spec's order, which numbers them on the map. */
export const SERVICE_AREA_IDS = [
  "albury-central",
  "wodonga",
  "thurgoona-wirlinga",
  "lavington-hamilton-valley",
  "surrounding",
] as const

export type ServiceAreaId = (typeof SERVICE_AREA_IDS)[number]
