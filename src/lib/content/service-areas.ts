/** The five areas of the contact page's service-area map, in map order. */
export const SERVICE_AREA_IDS = [
  "albury-central",
  "lavington-hamilton-valley",
  "thurgoona-wirlinga",
  "wodonga",
  "surrounding",
] as const

export type ServiceAreaId = (typeof SERVICE_AREA_IDS)[number]
