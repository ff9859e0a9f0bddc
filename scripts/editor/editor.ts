/** The editor's additions, made through the API Decap puts on window (decision 035); the DOM read is Decap 3.16.3's. */
import { ADDRESS_MESSAGES } from "../../src/lib/content/owner-pages.ts"
import type { DecapField as Field } from "./cms-fields.ts"
import { entrySchema, fieldPath, issuesByPath, type Holders } from "./entry-issues.ts"

type Collection = { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }
type Data = {
  get(key: string): unknown
  set(key: string, value: unknown): Data
  delete(key: string): Data
  toJS(): object
}
type Items = { map(fn: (item: Data) => Data): Items; toArray(): Data[] }
type Entry = { get(key: "data"): Data; get(key: "collection" | "slug"): string; get(key: "newRecord"): boolean }
type Props = {
  value: unknown
  field: { get(key: string): unknown; has(key: string): boolean }
  forID: string
  parentIds?: string[]
  entry: Entry
  query(namespace: string, collection: string, fields: string[], term: string): void
  queryHits: { slug: string; data: { slug?: string; title?: string } }[]
  classNameWrapper: string
  onChange(value: unknown): void
  validate(): void
  setActiveStyle(): void
  setInactiveStyle(): void
}
/** A control as Decap's Widget holds it; `inner`, for one wrapped around Decap's own, is that one. */
type Control = {
  props: Props & Record<string, unknown>
  state: { text: string }
  setState(state: { text: string }): void
  inner?: { state?: { keys?: string[] } } & Record<string, ((arg?: unknown) => unknown) | undefined>
  keep(inner: unknown): void
}
type Window = {
  CMS: {
    getLocale(locale: "en"): { ui: { toast: Record<string, string> } }
    registerLocale(locale: "en", phrases: object): void
    getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined
    registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
    registerEventListener(listener: { name: string; handler(args: { entry: Entry }): Promise<Data> }): void
    init(): void
  }
  h(type: unknown, props: Record<string, unknown>): unknown
  createClass(spec: ThisType<Control> & Record<string, unknown>): unknown
}

Object.assign(window, { CMS_MANUAL_INIT: true })
const decap = Object.assign(document.createElement("script"), { src: "/admin/decap-cms.js" })
decap.addEventListener("load", () => customise(window as unknown as Window).init())
document.head.append(decap)

/** Decap says "Oops, you've missed a required field" for every refusal. */
const SUMMARY_FALLBACK = "Some fields need attention: their messages are in red."

const shown = (value: unknown) => (value === undefined || value === null ? "" : String(value))

const config: Promise<{ collections: Collection[] }> = fetch("/admin/config.yml").then((response) => response.json())
const formOf = (collections: Collection[], name: string, slug?: string) => {
  const collection = collections.find((c) => c.name === name)
  return collection?.files?.find((f) => f.name === slug)?.fields ?? collection?.fields ?? []
}
/** The site's own addresses (an owner page's schema) and the packages' names (the estimate form's boxes are named so). */
let reserved: string[] = []
let packages: { id: string; name: string }[] = []
void config.then(({ collections }) => {
  reserved = (formOf(collections, "owner-pages").find((f) => f.name === "slug")?.reserved as string[]) ?? []
  const estimate = collections.flatMap((c) => c.files ?? []).find((f) => f.name === "estimate")
  const boxes = estimate?.fields.find((f) => f.name === "packages")?.fields ?? []
  packages = boxes.map((box) => ({ id: box.name, name: box.label }))
})

/** The entry's issues by path: one safeParse per state `data` (decision 035); an article's body is not front matter. */
const parsed = new WeakMap<Data, Map<string, string[]>>()
function issuesOf(entry: Entry, data = entry.get("data")) {
  if (parsed.has(data)) return parsed.get(data)!
  const collection = entry.get("collection")
  const schema = entrySchema(collection, entry.get("slug"), reserved)
  const file = (collection === "blog" ? data.delete("body") : data).toJS()
  const issues = schema ? issuesByPath(schema, file, packages) : new Map<string, string[]>()
  parsed.set(data, issues)
  return issues
}

const holders: Holders = new Map()

/** A refusal after the field's name: "Price from must be whole dollars …." */
const refuse = (field: Props["field"], message: string) => ({
  error: { type: "CUSTOM", message: `${String(field.get("label") ?? field.get("name"))} ${message}.` },
})

function schemaIssue({ entry, field, parentIds, value }: Props) {
  const [message] = issuesOf(entry).get(fieldPath(String(field.get("name")), parentIds ?? [], holders)) ?? []
  // An empty box the form requires gets Decap's own "is required" instead.
  if (!message || (shown(value).trim() === "" && field.get("required") !== false)) return undefined
  return refuse(field, message)
}

/** The editor's additions, one named step each, made before Decap starts. */
function customise(decap: Window) {
  sayRefusalsAsSentences(decap)
  wrapDecapWidgets(decap)
  registerOwnWidgets(decap)
  checkBeforeSave(decap)
  summariseFieldsWithMessages()
  openItemsByTitle()
  refuseHeicPhotos()
  return decap.CMS
}

/** Decap's toasts for a refusal, in the site's words (the save below throws its reasons into onFailToPersist). */
function sayRefusalsAsSentences({ CMS }: Window) {
  const en = CMS.getLocale("en")
  en.ui.toast.missingRequiredField = SUMMARY_FALLBACK
  // What checkBeforeSave refuses, and any failure to save, reads as a sentence (not "Failed to persist entry").
  en.ui.toast.onFailToPersist = "Not saved. %{details}"
  CMS.registerLocale("en", en)
}

/** Decap's widgets, wrapped to give the schema's issue; by arguments, as the object form warns (cms.spec.ts). */
function wrapDecapWidgets({ CMS, h, createClass }: Window) {
  for (const name of ["string", "text", "markdown", "select", "boolean", "image", "datetime", "object", "list"]) {
    const widget = CMS.getWidget(name)
    if (!widget) continue
    const { control, preview, schema } = widget
    const holder = name === "object" || name === "list"
    CMS.registerWidget(
      name,
      createClass({
        keep(inner: Control["inner"]) {
          this.inner = inner
        },
        componentWillUnmount() {
          holders.delete(this.props.forID)
        },
        isValid() {
          return schemaIssue(this.props) ?? this.inner?.isValid?.() ?? true
        },
        // Decap re-renders as the control says: a list or an object always, for its fields' messages; else on a change.
        shouldComponentUpdate(next: Props & Record<string, unknown>) {
          const { props, inner } = this
          if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next)
          return ["value", "classNameWrapper", "hasActiveStyle"].some((key) => props[key] !== next[key])
        },
        // Decap focuses a box by its id when its control has no focus of its own; this one always has.
        focus(path: string) {
          if (this.inner?.focus) this.inner.focus(path)
          else document.getElementById(this.props.forID)?.focus()
        },
        ...(holder && {
          validate(this: Control) {
            this.inner?.validate?.()
            this.props.validate()
          },
        }),
        render() {
          const { props } = this
          if (holder)
            holders.set(props.forID, {
              name: String(props.field.get("name")),
              keys: name === "list" ? () => this.inner?.state?.keys ?? [] : undefined,
              single: props.field.has("field"),
            })
          return h(control, { ...props, ref: this.keep })
        },
      }),
      preview,
      schema,
    )
  }
}

/** A one-line box drawn as Decap draws its own, telling `change` each new text. */
const textBox = (h: Window["h"], props: Props, text: string, change: (text: string) => void, options: object) =>
  h("input", {
    type: "text",
    id: props.forID,
    className: props.classNameWrapper,
    value: text,
    onFocus: props.setActiveStyle,
    onBlur: props.setInactiveStyle,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    ...options,
  })

/** "checked-number" stores a number only when the text is one, so the schema refuses the rest (cms-fields.ts). */
const parse = (text: string): unknown => {
  const number = text.trim().replace(/^\$|,(?=\d{3})/g, "")
  return /^-?(\d+\.?\d*|\.\d+)$/.test(number) ? Number(number) : text.trim()
}

/** The site's own widgets: a number box that keeps what was typed, and an owner page's address. */
function registerOwnWidgets({ CMS, h, createClass }: Window) {
  const widgets: Record<string, ThisType<Control> & Record<string, unknown>> = {
    "checked-number": {
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
        return schemaIssue(this.props) ?? true
      },
      render() {
        const change = (text: string) => {
          this.setState({ text })
          this.props.onChange(parse(text))
        }
        return textBox(h, this.props, this.state.text, change, { inputMode: "decimal" })
      },
    },
    // Also refuses another page's address and a saved page's new one (Decap never renames its file; decision 020).
    "page-address": {
      componentDidMount() {
        const { query, forID, entry } = this.props
        query(forID, entry.get("collection"), ["slug"], "")
      },
      isValid() {
        const { value, field, entry, queryHits } = this.props
        const address = shown(value)
        const schema = schemaIssue(this.props)
        if (schema || !address) return schema ?? true
        const saved = entry.get("newRecord") ? undefined : entry.get("slug")
        if (saved && address !== saved) return refuse(field, ADDRESS_MESSAGES.moved)
        const other = queryHits.find((hit) => hit.slug !== saved && (hit.slug === address || hit.data.slug === address))
        return other ? refuse(field, ADDRESS_MESSAGES.taken.replace("%{title}", other.data.title ?? "")) : true
      },
      render() {
        const { props } = this
        return textBox(h, props, shown(props.value), props.onChange, { spellCheck: false, autoCapitalize: "none" })
      },
    },
  }
  for (const [name, spec] of Object.entries(widgets)) CMS.registerWidget(name, createClass(spec))
}

/** Before a save, a list's required hidden ids (cms-fields.ts) are filled: one more than the largest, so none repeat. */
function fillIds(data: Data, fields: Field[]): Data {
  return fields.reduce((value, field) => {
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
}

/** A field's label by its path, for an issue no box shows ("Sections"); the file's own, "This entry". */
function labelAt(fields: Field[], path: string) {
  let label = "This entry"
  let inside = fields
  for (const key of path.split(".").filter((k) => k && !/^\d+$/.test(k))) {
    const field = inside.find((f) => f.name === key)
    if (!field) break
    label = field.label ?? field.name
    inside = field.fields ?? (field.types as Field[] | undefined)?.flatMap((type) => type.fields ?? []) ?? []
  }
  return label
}

/** The save: ids filled in, then the schema for what no box shows (an empty list), thrown after "Not saved.". */
function checkBeforeSave({ CMS }: Window) {
  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      // Decap would say only "TypeError: Failed to fetch"; the edit stays in the form either way.
      const kept = "Your changes are still here: press Publish again"
      if (!navigator.onLine) throw `You're offline. ${kept} once you're back online.`
      const answers = await fetch(location.href, { method: "HEAD", cache: "no-store" }).then(
        () => true,
        () => false,
      )
      if (!answers)
        throw `The editor's server did not answer (on your computer: is npm run cms still running?). ${kept}.`
      const fields = formOf((await config).collections, entry.get("collection"), entry.get("slug"))
      const data = fillIds(entry.get("data"), fields)
      const issues = [...issuesOf(entry, data)]
      if (issues.length) throw issues.map(([path, [message]]) => `${labelAt(fields, path)} ${message}.`).join(" ")
      return data
    },
  })
}

/** A summary that counts and names the fields with messages, as Decap's toast does not; that toast hides meanwhile. */
function summariseFieldsWithMessages() {
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
}

/** A collapsed list item opens when its title is clicked, not only from the small arrow beside it. */
function openItemsByTitle() {
  document.addEventListener("click", (event) => {
    const title = (event.target as Element).closest?.('div[class*="NestedObjectLabel"]')
    title?.parentElement?.querySelector("button")?.click()
  })
}

const HEIC = /\.hei[cf]$/i
const HEIC_REFUSED =
  "This is an iPhone HEIC photo, which browsers cannot show. Share or export it as JPEG first (Options → Most Compatible), then upload that."

/**
 * An iPhone's HEIC photo, chosen or dropped into the media library: Decap would take it and show nothing (the owner's
 * walk, decision 068). Refused before Decap reads it, in an alert as Decap says a file is too large.
 */
function refuseHeicPhotos() {
  for (const type of ["change", "drop"])
    document.addEventListener(
      type,
      (event) => {
        const files = (event as DragEvent).dataTransfer?.files ?? (event.target as HTMLInputElement).files
        if (![...(files ?? [])].some((file) => HEIC.test(file.name) || /^image\/hei[cf]/.test(file.type))) return
        event.stopImmediatePropagation()
        event.preventDefault()
        if (event.target instanceof HTMLInputElement) event.target.value = ""
        alert(HEIC_REFUSED)
      },
      true,
    )
}
