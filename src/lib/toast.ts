// The toast store: at most one toast, shown 5000 ms (an error stays until dismissed: toaster.tsx).
// ToastHost (components/ui/toaster.tsx) draws the Radix view from it.
export const TOAST_REMOVE_DELAY = 1_000_000

export type Toast = {
  id: string
  title: string
  description?: string
  variant?: "default" | "error"
  open: boolean
}

let toasts: Toast[] = []
let counter = 0
const listeners = new Set<() => void>()

function update(next: (state: Toast[]) => Toast[]) {
  toasts = next(toasts)
  listeners.forEach((listener) => listener())
}

export function toast(input: Omit<Toast, "id" | "open">) {
  const id = String(++counter)
  // The newest toast replaces any other.
  update(() => [{ ...input, id, open: true }])
  return id
}

// A second dismissal of the same toast adds a second removal, which finds nothing left to remove.
export function dismissToast(id: string) {
  update((state) => state.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => update((state) => state.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY)
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => [],
}
