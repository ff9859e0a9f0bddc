/**
 * A tiny toast store (SPEC section 9): at most one toast visible, each removed from memory
 * 1,000,000 ms after it is dismissed. The Radix view (components/ui/toaster.tsx) is loaded only
 * once the first toast is shown.
 */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

export type Toast = {
  id: string
  title: string
  description?: string
  variant?: "default" | "error"
  open: boolean
}

export type ToastAction =
  { type: "add"; toast: Toast } | { type: "dismiss"; id?: string } | { type: "remove"; id?: string }

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT)
    case "dismiss":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t))
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id)
  }
}

let toasts: Toast[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action)
  listeners.forEach((listener) => listener())
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      dispatch({ type: "remove", id })
    }, TOAST_REMOVE_DELAY),
  )
}

export function toast(input: Omit<Toast, "id" | "open">) {
  const id = String(++counter)
  dispatch({ type: "add", toast: { ...input, id, open: true } })
  return id
}

export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id })
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id)
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => [],
}
