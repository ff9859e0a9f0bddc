/** "$1,020": whole dollars as Australians write them; every price on the site is printed by this. */
export const dollars = (amount: number) => `$${amount.toLocaleString("en-AU")}`

/** "1 bedroom", "3 bathrooms". */
export const rooms = (count: number, room: string) => `${count} ${room}${count === 1 ? "" : "s"}`
