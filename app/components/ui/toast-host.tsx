import { lazy, Suspense, useState, useSyncExternalStore } from "react"

import { toastStore } from "~/lib/toast"

const Toaster = lazy(() => import("./toaster"))

/** Mounts the toast view once a toast exists, so pages without toasts never load Radix Toast. */
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  // Stays mounted after the first toast so closing animations and swipes are not cut short.
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
