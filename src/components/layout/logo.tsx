import { cn } from "~/lib/cn"
import { siteConfig } from "~/site.config"

/** `light`: for a dark background (the footer). */
export function Logo({ light = false }) {
  const [nameColour, taglineColour] = light ? ["text-linen", "text-mist-200"] : ["text-forest", "text-eucalyptus-700"]
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="20" className="fill-mist" />
        <path d="M12 27c0-9 6-15 17-16-.5 10-6 16.5-14.5 16.5-1 0-1.8-.1-2.5-.5Z" className="fill-eucalyptus-600" />
        <path
          d="M12.5 27.5c3-4.5 6.5-8 11-10.5"
          fill="none"
          strokeWidth="1.6"
          strokeLinecap="round"
          className="stroke-linen"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={cn("font-serif text-xl font-semibold tracking-tight", nameColour)}>
          {siteConfig.shortName}
        </span>{" "}
        <span className={cn("mt-1 text-[0.68rem] font-semibold tracking-[0.18em] uppercase", taglineColour)}>
          Eco Cleaning
        </span>
        <span className="sr-only">, home</span>
      </span>
    </a>
  )
}
