/**
 * What /gallery shows for the moment its gallery chunk downloads after a client-side navigation
 * (the prerendered page never shows it): the tab bar's and grid's footprint, so nothing jumps.
 */
export function GallerySectionFallback() {
  return (
    <div className="container-page pt-4 pb-16 sm:pb-20" aria-busy="true">
      <div className="h-13 w-full max-w-2xl animate-pulse rounded-pill bg-white shadow-soft motion-reduce:animate-none" />
      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="aspect-4/3 animate-pulse rounded-card bg-mist-200 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  )
}
