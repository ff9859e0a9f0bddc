/** Shared by the first-paint FAQ (faq.tsx) and the Radix accordion that replaces it, so the swap is invisible. */
export const FAQ_CLASSES = {
  root: "grid gap-3",
  item: "rounded-card border border-line bg-white shadow-soft transition-shadow data-[state=open]:shadow-lift",
  header: "m-0",
  trigger:
    "group flex w-full items-center justify-between gap-4 rounded-card px-5 py-5 text-left font-serif text-lg font-semibold text-forest sm:px-7",
  chevron:
    "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-mist transition-transform duration-300 group-data-[state=open]:rotate-180",
  content: "px-5 pb-6 text-ink-soft data-[state=closed]:hidden sm:px-7",
} as const

export const faqValue = (index: number) => `item-${index}`
