import { ExternalLink } from "~/components/ui/external-link"
import { IconTooltip } from "~/components/ui/icon-tooltip"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { siteConfig } from "~/site.config"

// Each network's name; its brand mark is in the icon sprite (components/ui/brand-marks.ts).
const NETWORKS = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" } as const

/** The footer's social profiles, each icon named by a tooltip; a network without a URL is left out. */
export function SocialLinks() {
  const socials = (Object.entries(siteConfig.social) as [keyof typeof NETWORKS, string][]).filter(([, url]) => url)
  if (socials.length === 0) return null
  return (
    <ul className="mt-6 flex gap-3" aria-label="Social media">
      {socials.map(([network, url]) => (
        <li key={network}>
          <IconTooltip label={`${NETWORKS[network]} (opens in a new tab)`}>
            <ExternalLink
              href={url}
              className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-linen transition-colors hover:bg-eucalyptus-600"
            >
              <SpriteIcon name={network} className="size-5" />
              <span className="sr-only">{NETWORKS[network]}</span>
            </ExternalLink>
          </IconTooltip>
        </li>
      ))}
    </ul>
  )
}
