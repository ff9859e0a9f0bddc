// The toast store, SPEC section 9. ToastHost (components/ui/toaster.tsx) draws the Radix view from the first toast.
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

type ToastAction = { type: "add"; toast: Toast } | { type: "dismiss" | "remove"; id: string }

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  if (action.type === "add") return [action.toast, ...state].slice(0, TOAST_LIMIT)
  if (action.type === "remove") return state.filter((t) => t.id !== action.id)
  return state.map((t) => (t.id === action.id ? { ...t, open: false } : t))
}

let toasts: Toast[] = []
let counter = 0
const listeners = new Set<() => void>()

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action)
  listeners.forEach((listener) => listener())
}

export function toast(input: Omit<Toast, "id" | "open">) {
  const id = String(++counter)
  dispatch({ type: "add", toast: { ...input, id, open: true } })
  return id
}

// A second dismissal of the same toast adds a second removal, which finds nothing left to remove.
export function dismissToast(id: string) {
  dispatch({ type: "dismiss", id })
  setTimeout(() => dispatch({ type: "remove", id }), TOAST_REMOVE_DELAY)
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => [],
}
