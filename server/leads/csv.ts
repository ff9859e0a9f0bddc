/**
 * RFC 4180 CSV: CRLF between records, a field quoted when it holds a comma, a quote or a line break, a quote inside
 * doubled. A cell that a spreadsheet would run as a formula (=, @, or + and - before something other than a digit)
 * gets a leading apostrophe, so a lead cannot put a formula into the owner's spreadsheet: the only change to the
 * text as typed (decision 030).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s(]))/

export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? "" : String(value)
  if (FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvRecord = (values: (string | number | null | undefined)[]) => values.map(csvCell).join(",")

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]) {
  return [header, ...rows].map(csvRecord).join("\r\n") + "\r\n"
}
