import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import type * as z from "zod/mini"

/** What a JSON or front-matter value of each kind looks like, as someone editing the file by hand writes it. */
const KINDS: Record<string, string> = {
  string: "text in double quotes",
  number: "a number, without quotes",
  boolean: "true or false, without quotes",
  array: "a list in square brackets [ ]",
  object: "a group of fields in curly brackets { }",
}

const quoted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(", ")

/** For a group written as something else ("phone": ""): the fields it holds, so the owner sees what to write. */
function fieldsOf(issue: z.core.$ZodRawIssue) {
  const def = issue.inst && "_zod" in issue.inst ? (issue.inst._zod.def as { shape?: object }) : undefined
  const fields = def?.shape ? Object.keys(def.shape) : []
  return fields.length ? `, holding ${quoted(fields)}` : ""
}

/** zod's generic problems in the owner's words; a schema's own message still wins, anything else keeps zod's. */
export function plainError(issue: z.core.$ZodRawIssue): string | undefined {
  const missing = issue.input === undefined
  if (missing && (issue.code === "invalid_type" || issue.code === "invalid_union")) return "is missing"
  if (issue.code === "invalid_type")
    return KINDS[issue.expected] && `must be ${KINDS[issue.expected]}${fieldsOf(issue)}`
  if (issue.code === "invalid_value") {
    const choices = issue.values.length === 1 ? quoted(issue.values) : `one of ${quoted(issue.values)}`
    return missing ? `is missing: write ${choices}` : `must be ${choices}`
  }
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.length === 1 ? "a field" : "fields"
    return `has ${fields} this file does not use: ${quoted(issue.keys)} (misspelt, or in the wrong place?)`
  }
  return undefined
}

/** Where JSON.parse stopped when its message gives no position: the end of the longest prefix that may be JSON. */
function stopPosition(text: string) {
  const fine = (end: number) => {
    try {
      JSON.parse(text.slice(0, end))
      return true
    } catch (error) {
      const { message } = error as Error
      return message.startsWith("Unexpected end") || Number(/at position (\d+)/.exec(message)?.[1]) === end
    }
  }
  let low = 0
  let high = text.length
  while (high - low > 1) {
    const middle = (low + high) >> 1
    if (fine(middle)) low = middle
    else high = middle
  }
  return low
}

/** A content file's JSON slip, at the line and column an editor shows; undefined if the file is JSON. */
export function jsonProblem(file: string, text: string) {
  const problem = (what: string) => `${file}: (file): not valid JSON: ${what}`
  try {
    JSON.parse(text)
    return undefined
  } catch (error) {
    // Some Windows editors start a file with one; JSON.parse refuses it, here and where the build reads the file.
    if (text.startsWith("\uFEFF"))
      return problem('it starts with an invisible byte-order mark: save it as "UTF-8", not "UTF-8 with BOM"')
    const { message } = error as Error
    const position = Number(/at position (\d+)/.exec(message)?.[1] ?? stopPosition(text))
    const before = text.slice(0, position).split("\n")
    // V8 quotes the text around the slip (`Unexpected token ']', "[1,]" is not valid JSON`), newlines and all.
    const what = message.replace(/ at position \d+.*|, (\.\.\.)?"[\s\S]*$/, "")
    // A word processor or a phone's keyboard turns quotes curly.
    const curly = /[“”‘’]/.test(text[position] ?? "") ? ': curly quotes, where JSON needs straight ones (")' : ""
    return problem(`${what}${curly} (line ${before.length}, column ${before.at(-1)!.length + 1})`)
  }
}

/** Checked before anything imports one of the files. */
export function jsonFileProblems(dir: string) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => jsonProblem(join(dir, name), readFileSync(join(dir, name), "utf8")) ?? [])
}

export function yamlErrorAt(error: Error & { reason?: string; mark?: { line: number; column: number } }) {
  if (!error.mark) return error.message
  const { line, column } = error.mark
  return `${error.reason} (line ${line + 1}, column ${column + 1}); often a value with a colon (:) or a # in it, which needs double quotes around it`
}
