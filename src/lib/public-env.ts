// Deploy-time settings, read from the environment once at build time and baked into the site (they end up in HTML
// anyway). The app reads them through `src/lib/env.ts`.
const PUBLIC_ENV_KEYS = [
  "SITE_URL",
  "QUOTE_FORM_URL",
  "GA_MEASUREMENT_ID",
  "CLARITY_PROJECT_ID",
  "QUOTE_FORM_ENDPOINT",
] as const

export type RawPublicEnv = Partial<Record<(typeof PUBLIC_ENV_KEYS)[number], string>>

export function pickPublicEnv(source: Record<string, string | undefined>): RawPublicEnv {
  const entries = PUBLIC_ENV_KEYS.map((key) => [key, source[key]?.trim()] as const)
  return Object.fromEntries(entries.filter(([, value]) => value))
}

/** Vite `define` entry that replaces the `__PUBLIC_ENV__` identifier in app code. */
export function publicEnvDefine(source: Record<string, string | undefined>) {
  return { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv(source)) }
}
