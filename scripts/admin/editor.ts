/**
 * The editor's own additions to Decap CMS: the one script of /admin (index.astro), bundled by Vite with the site. It
 * loads Decap's prebuilt bundle (served at /admin/decap-cms.js, decap-file.ts) with automatic start-up off, adds what
 * follows through Decap's public API, then starts it, so Decap sees these before it reads its config. Decap exposes
 * `CMS`, `h` (React.createElement) and `createClass` on window for exactly this; nothing here patches Decap.
 */
Object.assign(window, { CMS_MANUAL_INIT: true })
const decap = Object.assign(document.createElement("script"), { src: "/admin/decap-cms.js" })
decap.addEventListener("load", () => customise().init())
document.head.append(decap)

function customise() {
  type Field = {
    name: string
    label?: string
    widget?: string
    required?: boolean
    min?: number
    fields?: Field[]
    types?: Field[]
    typeKey?: string
  }
  type Collection = { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }
  type Data = { get(key: string): unknown; set(key: string, value: unknown): Data }
  type Items = { map(fn: (item: Data) => Data): Items; toArray(): Data[] }
  type Entry = { get(key: "data"): Data; get(key: "collection" | "slug"): string }
  type Props = {
    value: unknown
    field: { get(key: string): unknown; getIn(path: string[]): unknown }
    forID: string
    entry: { get(key: "slug"): string; get(key: "newRecord"): boolean; getIn(path: string[]): unknown }
    collection: { get(key: "name"): string }
    query(namespace: string, collection: string, fields: string[], term: string): void
    queryHits: { slug: string; data: { slug?: string; title?: string } }[]
    classNameWrapper: string
    onChange(value: unknown): void
    setActiveStyle(): void
    setInactiveStyle(): void
  }
  type Control = { props: Props; state: { text: string }; setState(state: { text: string }): void }
  type Locale = {
    editor: { editorControlPane: { widget: object } }
    ui: { toast: { missingRequiredField: string; onFailToPersist: string } }
  }
  type Decap = {
    getLocale(locale: "en"): Locale
    registerLocale(locale: "en", phrases: Locale): void
    registerWidget(name: string, control: unknown): void
    registerEventListener(listener: { name: string; handler(args: { entry: Entry }): Promise<Data> }): void
    init(): void
  }
  const { CMS, h, createClass } = window as unknown as {
    CMS: Decap
    h(type: string, props: Record<string, unknown>): unknown
    createClass(spec: ThisType<Control> & Record<string, unknown>): unknown
  }

  /** Decap says "Oops, you've missed a required field" for every refusal, and names regexes "patterns". */
  const SUMMARY_FALLBACK = "Some fields need attention: their messages are in red."
  const en = CMS.getLocale("en")
  Object.assign(en.editor.editorControlPane.widget, {
    // The schema's messages read on from the field's name: "Text must be at least 10 characters."
    regexPattern: "%{fieldLabel} %{pattern}.",
    // A list's size: "Paragraphs: at least 1 needed." rather than "must be at least 1 item(s)".
    rangeCount: "%{fieldLabel}: %{minCount} to %{maxCount} needed.",
    rangeCountExact: "%{fieldLabel}: exactly %{count} needed.",
    rangeMin: "%{fieldLabel}: at least %{minCount} needed.",
    rangeMax: "%{fieldLabel}: at most %{maxCount} allowed.",
  })
  en.ui.toast.missingRequiredField = SUMMARY_FALLBACK
  // What a save listener below refuses, and any failure to save, reads as a sentence (not "Failed to persist entry").
  en.ui.toast.onFailToPersist = "Not saved. %{details}"
  CMS.registerLocale("en", en)

  /*
   * "checked-number" (scripts/lib/cms-fields.ts): keeps exactly what was typed, stores a number only
   * when the text is one, and refuses anything else with the schema's message. Decap's own number box
   * parses every keystroke and drops what it cannot read: "249.50" became 2490, letters vanished.
   */
  const parse = (text: string): unknown => {
    const plain = text
      .trim()
      .replace(/^\$/, "")
      .replace(/,(?=\d{3})/g, "")
    return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : text.trim()
  }
  const shown = (value: unknown) => (value === undefined || value === null ? "" : String(value))
  const problem = (field: Props["field"], value: unknown) => {
    if (value === "" || value === undefined || value === null) return undefined // Decap's "is required"
    const say = (rule: string) =>
      String(field.getIn(["messages", rule])).replace(
        "%{value}",
        typeof value === "number" ? value.toLocaleString("en-AU") : String(value),
      )
    if (typeof value !== "number") return say("number")
    const min = field.get("min") as number | undefined
    const max = field.get("max") as number | undefined
    if (field.get("value_type") === "int" && !Number.isInteger(value)) return say("int")
    if (min !== undefined && (value < min || (value === min && field.get("min_exclusive")))) return say("min")
    if (max !== undefined && value > max) return say("max")
    return undefined
  }
  /**
   * A size that must hold other boxes' sizes (`covers`: the instant estimate's largest home holds the home each base
   * price covers), read from the entry as edited; refused in the content check's words (`covers_message`).
   */
  const uncovered = (field: Props["field"], entry: Props["entry"], value: unknown) => {
    const covers = field.get("covers") as { toJS(): { path: string[]; name: string }[] } | undefined
    if (typeof value !== "number" || !covers) return undefined
    const widest = covers
      .toJS()
      .map(({ path, name }) => ({ name, covered: Number(entry.getIn(["data", ...path])) }))
      .filter(({ covered }) => covered > value)
      .sort((a, b) => b.covered - a.covered)[0]
    if (!widest) return undefined
    return String(field.get("covers_message"))
      .replaceAll("%{covered}", String(widest.covered))
      .replace("%{name}", widest.name)
  }
  CMS.registerWidget(
    "checked-number",
    createClass({
      getInitialState() {
        return { text: shown(this.props.value) }
      },
      componentDidUpdate(previous: Props) {
        // A value set from outside (the entry loaded, a change discarded) replaces the text.
        if (previous.value !== this.props.value && parse(this.state.text) !== this.props.value) {
          this.setState({ text: shown(this.props.value) })
        }
      },
      isValid() {
        const { field, entry, value } = this.props
        const message = problem(field, value) ?? uncovered(field, entry, value)
        const label = this.props.field.get("label") ?? this.props.field.get("name")
        return message ? { error: { type: "CUSTOM", message: `${label} ${message}.` } } : true
      },
      render() {
        const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props
        return h("input", {
          type: "text",
          inputMode: "decimal",
          id: forID,
          className: classNameWrapper,
          value: this.state.text,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: { target: { value: string } }) => {
            this.setState({ text: event.target.value })
            onChange(parse(event.target.value))
          },
        })
      },
    }),
  )

  /*
   * "page-address" (an owner page's web address, decision 020): beside the pattern Decap checks, refuses in the
   * schema's words (the field's `messages`) an address the site has itself (`reserved`), one another of the owner's
   * pages has (read from the collection as Decap's relation widget reads one), and a change to a saved page's address
   * (Decap names the file after it once and never renames it). The content check refuses the same at build.
   */
  CMS.registerWidget(
    "page-address",
    createClass({
      componentDidMount() {
        const { query, forID, collection } = this.props
        query(forID, collection.get("name"), ["slug"], "")
      },
      isValid() {
        const { value, field, entry, queryHits } = this.props
        const address = String(value ?? "")
        const say = (rule: string, title = "") =>
          `${String(field.get("label"))} ${String(field.getIn(["messages", rule]))
            .replaceAll("%{value}", address)
            .replace("%{title}", title)}.`
        const refuse = (message: string) => ({ error: { type: "CUSTOM", message } })
        if (!address) return true // Decap's "is required"
        const saved = entry.get("newRecord") ? undefined : entry.get("slug")
        if (saved && address !== saved) return refuse(say("moved"))
        if ((field.get("reserved") as { includes(value: string): boolean }).includes(address))
          return refuse(say("reserved"))
        const other = queryHits.find((hit) => hit.slug !== saved && (hit.slug === address || hit.data.slug === address))
        return other ? refuse(say("taken", other.data.title)) : true
      },
      render() {
        const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, value } = this.props
        return h("input", {
          type: "text",
          id: forID,
          className: classNameWrapper,
          value: shown(value),
          spellCheck: false,
          autoCapitalize: "none",
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        })
      },
    }),
  )

  /*
   * Ids the owner never types (cms-fields.ts makes every `id` field hidden): before a save, an item of a
   * list whose ids are required and that has none gets one more than the largest, so no two share one.
   */
  const configUrl = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')!.href
  const collections: Promise<Collection[]> = fetch(configUrl)
    .then((response) => response.json())
    .then((config: { collections: Collection[] }) => config.collections)
  const fillIds = (data: Data, fields: Field[]): Data =>
    fields.reduce((value, field) => {
      const child = value.get(field.name) as Data | Items | undefined
      if (!child || !field.fields) return value
      if (field.widget !== "list") return value.set(field.name, fillIds(child as Data, field.fields))
      const items = child as Items
      const generated = field.fields.some((f) => f.name === "id" && f.widget === "hidden" && f.required !== false)
      let next = Math.max(0, ...items.toArray().map((item) => Number(item.get("id")) || 0)) + 1
      const filled = items.map((item) => {
        const inner = fillIds(item, field.fields!)
        return generated && shown(inner.get("id")) === "" ? inner.set("id", next++) : inner
      })
      return value.set(field.name, filled)
    }, data)

  /*
   * A required list left empty: Decap's own size check passes a list with no item at all (an owner's page with no
   * section, a cards section with no card), so a save stops here, in the words Decap uses for a list's size.
   */
  const emptyLists = (data: Data | undefined, fields: Field[]): string[] =>
    fields.flatMap((field) => {
      const child = data?.get(field.name) as Data | Items | undefined
      if (field.widget === "object") return emptyLists(child as Data | undefined, field.fields ?? [])
      if (field.widget !== "list") return []
      const items = child ? (child as Items).toArray() : []
      if (!items.length)
        return field.required !== false && (field.min ?? 0) > 0 ? [`${field.label}: at least ${field.min} needed.`] : []
      return items.flatMap((item) => {
        const kind = field.types?.find((type) => type.name === item.get(field.typeKey ?? "type"))
        return emptyLists(item, (kind ?? field).fields ?? [])
      })
    })

  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const collection = (await collections).find((c) => c.name === entry.get("collection"))
      const fields = collection?.files?.find((f) => f.name === entry.get("slug"))?.fields ?? collection?.fields ?? []
      const empty = emptyLists(entry.get("data"), fields)
      // A string, not an Error: Decap shows it as it is, after "Not saved." (the toast above).
      if (empty.length) throw empty.join(" ")
      return fillIds(entry.get("data"), fields)
    },
  })

  /*
   * One summary that counts and names the fields whose messages show (Decap passes no count to its
   * toast, and shows that only when a box is empty), kept current as the owner fixes them. Decap's
   * own toast would repeat it, so it is hidden while this one shows.
   */
  const style = document.createElement("style")
  style.textContent = `
    ul[class*="ControlErrorsList"] { text-transform: none; font-size: 13px; }
    div[class*="NestedObjectLabel"] { cursor: pointer; }
    #fields-summary { position: fixed; bottom: 24px; right: 24px; z-index: 400; max-width: 420px; padding: 12px 16px;
      border-radius: 5px; background: #fcebea; color: #9b1c1c; font: 600 14px/1.4 system-ui, sans-serif;
      box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }`
  document.head.append(style)
  const summary = Object.assign(document.createElement("div"), { id: "fields-summary", hidden: true })
  summary.setAttribute("role", "alert")
  document.body.append(summary)

  const labelOf = (errors: Element) => {
    const own = errors.parentElement?.querySelector("label")?.firstChild?.textContent?.trim() ?? "A field"
    // Inside a list item, say which one: "Price from (Deep Clean)".
    const item = errors.closest('[class*="listControlItem"], [class*="SortableListItem"]')
    const title = item?.querySelector('[class*="NestedObjectLabel"]')?.textContent?.trim()
    return title ? `${own} (${title})` : own
  }
  const refresh = () => {
    const fields = [...document.querySelectorAll('ul[class*="ControlErrorsList"]')].filter((ul) => ul.children.length)
    const n = fields.length
    const text = n ? `${n} field${n === 1 ? " needs" : "s need"} attention: ${fields.map(labelOf).join(", ")}.` : ""
    if (summary.textContent !== text) summary.textContent = text
    summary.hidden = !n
    for (const toast of document.querySelectorAll<HTMLElement>(".Toastify__toast")) {
      if (n && toast.textContent?.includes(SUMMARY_FALLBACK)) toast.style.visibility = "hidden"
    }
  }
  let frame = 0
  new MutationObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(refresh)
  }).observe(document.body, { childList: true, subtree: true })

  // A collapsed list item opens when its title is clicked, not only from the small arrow beside it.
  document.addEventListener("click", (event) => {
    const title = (event.target as Element).closest?.('div[class*="NestedObjectLabel"]')
    title?.parentElement?.querySelector("button")?.click()
  })
  return CMS
}
