// The site's own client directives (astro.config.ts adds them with addClientDirective), declared so that an island
// written `client:interaction={{ after: 15000 }}` type-checks like one written with Astro's own `client:visible`.
import type { InteractionOptions } from "./interaction.ts"

declare global {
  namespace Astro {
    interface ClientDirectives {
      "client:interaction"?: InteractionOptions | boolean
    }
  }
}
