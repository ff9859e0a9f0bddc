import { useSyncExternalStore } from "react"

import { toastStore } from "~/lib/toast"

import { Toaster } from "./toaster"

/** The toaster shows once a toast exists; a dismissed one stays in the store past its closing animation or swipe. */
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  if (toasts.length === 0) return null
  return <Toaster toasts={toasts} />
}
