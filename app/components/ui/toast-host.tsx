import { useSyncExternalStore } from "react"

import { toastStore } from "~/lib/toast"

import { lazyPart } from "./island"

const Toaster = lazyPart(() => import("./toaster"))

/**
 * Mounts the toast view once a toast exists, so pages without toasts never load Radix Toast. A
 * dismissed toast stays in the store long after its closing animation or swipe has ended.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  if (toasts.length === 0) return null
  return <Toaster toasts={toasts} />
}
