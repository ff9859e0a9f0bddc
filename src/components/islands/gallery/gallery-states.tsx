import { Button } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"

export function GalleryError() {
  return (
    <div
      role="alert"
      data-slot="gallery-error"
      className="flex flex-col items-center gap-5 rounded-panel bg-white px-6 py-12 text-center shadow-soft"
    >
      <p className="max-w-md text-lead text-ink-soft">
        We&apos;re having trouble loading the gallery. Please try again later.
      </p>
      <Button onClick={() => window.location.reload()} variant="secondary">
        <SpriteIcon name="refresh" />
        Refresh page
      </Button>
    </div>
  )
}

export function EmptyState({ children }: { children: string }) {
  return (
    <div
      data-slot="empty-state"
      className="flex flex-col items-center gap-3 rounded-panel border border-dashed border-line bg-white/60 px-6 py-14 text-center"
    >
      <SpriteIcon name="image-off" className="size-8 text-eucalyptus-600" />
      <p className="text-ink-soft">{children}</p>
    </div>
  )
}
