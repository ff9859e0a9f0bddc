/**
 * RFC 4180 CSV: CRLF between records, a field quoted when it holds a comma, a quote or a line break, a quote inside
 * doubled. A cell that starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe, as OWASP's
 * CSV-injection guidance says, unless it is a plain number (42, -12.5): a spreadsheet runs "-2+3+cmd|…" or
 * "+61+cmd|…" as a formula, so a lead cannot put one into the owner's spreadsheet. A phone typed "+61 4…" gets the
 * apostrophe too, which the spreadsheet hides. The only change to the text as typed (decision 030).
 */
const FORMULA = /^[=+\-@\t\r]/
const NUMBER = /^-?\d+(?:\.\d+)?$/

export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? "" : String(value)
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvRecord = (values: (string | number | null | undefined)[]) => values.map(csvCell).join(",")

/** The file: a UTF-8 byte order mark first, so a spreadsheet reads "Zoë" as typed, then the header row. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]) {
  return "\uFEFF" + [header, ...rows].map(csvRecord).join("\r\n") + "\r\n"
}
