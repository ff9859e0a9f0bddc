import { NDIS_SERVICE, type PackageId, type ServiceId } from "../../../../common/quote-schema.ts"

export type ServiceChoice = { value: ServiceId; label: string }

/** The service select's choices: each package by its name in content/packages.json, then NDIS support. */
export const serviceChoices = (packages: readonly { id: PackageId; name: string }[], ndis: string): ServiceChoice[] => [
  ...packages.map(({ id, name }) => ({ value: id, label: name })),
  { value: NDIS_SERVICE, label: ndis },
]
