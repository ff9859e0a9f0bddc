import { Tabs } from "radix-ui"
import { useState, type ComponentProps, type ReactNode } from "react"

import { cn } from "~/lib/cn"

type PillTabsProps<T extends string> = Omit<ComponentProps<typeof Tabs.Root>, "children" | "defaultValue"> & {
  tabs: readonly { value: T; label: string }[]
  defaultTab: T
  label: string
  /** Each page's spacing and colours; `bar` holds the list (its alignment or scrolling). */
  classNames: Record<"bar" | "list" | "trigger" | "panel", string>
  children: (tab: T) => ReactNode
}

/** Radix Tabs drawn as a row of pills, a panel per tab (/gallery and home's 'Our Work'). */
export function PillTabs<T extends string>(props: PillTabsProps<T>) {
  const { tabs, defaultTab, label, classNames, children, ...root } = props
  const [tab, setTab] = useState(defaultTab)
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as T)} {...root}>
      <div className={classNames.bar}>
        <Tabs.List aria-label={label} className={cn("inline-flex gap-1 rounded-pill p-1 shadow-soft", classNames.list)}>
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              // Radix's roving focus sets the tab stop once it runs; the prerendered page needs one too.
              tabIndex={item.value === tab ? 0 : -1}
              // Without scripts only the chosen tab shows: its panel is the one prerendered.
              className={cn("pill-tab noscript:data-[state=inactive]:hidden", classNames.trigger)}
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className={cn("pill-panel", classNames.panel)}>
          {children(item.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
