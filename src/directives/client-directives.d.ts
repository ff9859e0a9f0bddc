// Types the site's own directives (astro.config.ts adds them) like Astro's: `client:interaction={{ after: 15000 }}`.
import type { InteractionOptions } from "./interaction.ts"

declare global {
  namespace Astro {
    interface ClientDirectives {
      "client:interaction"?: InteractionOptions | boolean
    }
  }
}
