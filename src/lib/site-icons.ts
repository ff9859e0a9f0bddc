import { readFileSync } from "node:fs"

/** The 192 px app icon (`npm run icons`) inline in the manifest: no request that Lighthouse counts (decision 027). */
export const appIconDataUrl = () => `data:image/png;base64,${readFileSync("public/icon-192.png").toString("base64")}`
