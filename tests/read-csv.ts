/**
 * RFC 4180 read back, for the tests of `npm run leads -- export`: quoted fields may hold commas, quotes and CRLF. A
 * leading byte order mark is skipped, as a spreadsheet does.
 */
export function readCsv(file: string): Record<string, string>[] {
  const text = file.replace(/^\uFEFF/, "")
  const records: string[][] = []
  let record: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ",") {
      record.push(field)
      field = ""
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field)
      records.push(record)
      record = []
      field = ""
      i++
    } else field += c
  }
  if (field !== "" || record.length) throw new Error("the CSV does not end with CRLF")
  const [header = [], ...rows] = records
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`a record has ${row.length} fields, the header ${header.length}`)
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]))
  })
}

/** The header row alone. */
export const csvHeader = (text: string) => text.slice(0, text.indexOf("\r\n")).split(",")
