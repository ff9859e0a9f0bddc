import { readFileSync } from "node:fs"

/**
 * The 192 px app icon as a data: address, for the web manifest. Chrome checks this icon as soon as it has read the
 * manifest, right after a page's load event; in the manifest itself it costs no request of its own, which Lighthouse
 * would count against the page's largest paint whenever that paint comes after the load event, as it does on a fast
 * connection (decision 027). `npm run icons` makes the file from public/favicon.svg.
 */
export const appIconDataUrl = () => `data:image/png;base64,${readFileSync("public/icon-192.png").toString("base64")}`
