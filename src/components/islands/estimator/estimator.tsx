import { useEffect, useId, useRef, useState } from "react"

import { QuoteCallActions } from "~/components/sections/quote-call-actions"
import { Button, buttonVariants } from "~/components/ui/button"
import { CheckCard, Fieldset, Label, RadioCard, Select } from "~/components/ui/field"
import { QUOTE_FORM_PANEL_ID } from "~/lib/band-ids"
import { withFigures } from "~/lib/content/placeholder-names"
import { estimateWords, priceSheet } from "~/lib/content/price-sheet"
import type { PackageId } from "~/lib/content/schemas"
import { goToBand, handOver } from "~/lib/estimate-handoff"
import { estimatePrice, type Estimate, type EstimateChoice } from "~/lib/estimate-price"
import { dollars, rooms } from "~/lib/format"
import { FREQUENCIES, type FrequencyId } from "~/lib/frequencies"
import { track } from "~/lib/tracking"
import labels from "site:content/labels"

/** Control names visitors and tests find the estimator by (issue 51). */
const ESTIMATOR_LABELS = labels.estimator
const TERMS = labels.priceList

/** Read from the form itself, so what was picked before the island started counts. */
function readChoice(form: HTMLFormElement): EstimateChoice {
  const data = new FormData(form)
  return {
    packageId: String(data.get("package")) as PackageId,
    bedrooms: Number(data.get("bedrooms")),
    bathrooms: Number(data.get("bathrooms")),
    addOns: data.getAll("addOns").map(String),
    frequency: String(data.get("frequency")) as FrequencyId,
  }
}

/** A figure with its words, kept on one line where the line wraps: "15 % off", "$136 incl. GST". */
const unbroken = (words: string) => words.replaceAll(" ", "\u00a0")

/** What the price is for, after "$N incl. GST". */
function priceDetail(estimate: Extract<Estimate, { kind: "priced" }>, frequency: FrequencyId) {
  if (frequency === "one-off") return ESTIMATOR_LABELS.forOneOff
  const name = ESTIMATOR_LABELS.frequencies[frequency].toLowerCase()
  const off = unbroken(withFigures(ESTIMATOR_LABELS.percentOff, { percent: estimate.discount }))
  const often = estimate.discount ? `${name}, ${off}` : name
  if (estimate.total === estimate.perVisit) return withFigures(ESTIMATOR_LABELS.forEachVisit, { often })
  const perVisit = unbroken(`${dollars(estimate.perVisit)} ${ESTIMATOR_LABELS.inclGst}`)
  return withFigures(ESTIMATOR_LABELS.forFirstVisit, { perVisit, often })
}

/** The one line the quote form's message and the lead's `estimate` field carry. */
function summaryLine(choice: EstimateChoice, estimate: Extract<Estimate, { kind: "priced" }>) {
  const parts = [
    priceSheet.packages.find((item) => item.id === choice.packageId)?.name,
    rooms(choice.bedrooms, "bedroom"),
    rooms(choice.bathrooms, "bathroom"),
    ...priceSheet.addOns.filter((item) => choice.addOns.includes(item.id)).map((item) => item.name),
    ESTIMATOR_LABELS.frequencies[choice.frequency],
  ]
  const detail = priceDetail(estimate, choice.frequency).replaceAll("\u00a0", " ")
  const price = `${dollars(estimate.total)} ${ESTIMATOR_LABELS.inclGst}`
  return withFigures(ESTIMATOR_LABELS.summary, { choice: parts.join(", "), price, detail })
}

/** The instant estimate and price list (issue 51, decisions 024, 038): a prerendered form, priced once it starts. */
export default function Estimator({ formOnPage }: { formOnPage: boolean }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [choice, setChoice] = useState<EstimateChoice>({
    packageId: priceSheet.packages[0]!.id,
    bedrooms: 1,
    bathrooms: 1,
    addOns: [],
    frequency: "one-off",
  })
  useEffect(() => setChoice(readChoice(form.current!)), [])
  const estimate = estimatePrice(priceSheet.rules, priceSheet.packages, choice)

  const request = () => {
    // The form as it is now: on a slow phone, a choice tapped as the island started may not have reached `choice` yet.
    const chosen = readChoice(form.current!)
    const priced = estimatePrice(priceSheet.rules, priceSheet.packages, chosen)
    if (priced.kind !== "priced") return
    handOver({ serviceType: chosen.packageId, summary: summaryLine(chosen, priced) })
    track({ kind: "estimate", value: priced.total })
    if (formOnPage) goToBand(QUOTE_FORM_PANEL_ID, "form [name=name]")
    else window.location.assign(`/#${QUOTE_FORM_PANEL_ID}`)
  }

  return (
    <form
      ref={form}
      data-slot="estimator"
      onChange={() => setChoice(readChoice(form.current!))}
      onSubmit={(event) => event.preventDefault()}
      className="grid items-start gap-8 lg:grid-cols-[1fr_22rem] lg:gap-10"
    >
      <Choices id={id} />
      <Total id={id} estimate={estimate} frequency={choice.frequency} onRequest={request} formOnPage={formOnPage} />
    </form>
  )
}

/** The form's choices, each with its price beside it: the package, the rooms, how often, the add-ons; then the terms. */
function Choices({ id }: { id: string }) {
  const { rules, packages, addOns } = priceSheet
  const largest = rules.largestHome
  return (
    <div className="grid gap-8">
      <Fieldset legend={ESTIMATOR_LABELS.type}>
        {/* Each card's padding is set once on the group, not on each card (decision 036). */}
        <div className="grid gap-3 *:py-3.5 sm:grid-cols-3 sm:*:py-4">
          {packages.map((item, index) => {
            const own = rules.packages[item.id]
            return (
              // Named by the package alone; its price and what the price covers are its description.
              <RadioCard
                key={item.id}
                name="package"
                value={item.id}
                defaultChecked={index === 0}
                aria-labelledby={`${id}-${item.id}`}
                aria-describedby={`${id}-${item.id}-price`}
                className="mt-1"
              >
                <span className="grid gap-1">
                  <span id={`${id}-${item.id}`} className="option-name">
                    {item.name}
                  </span>
                  <span id={`${id}-${item.id}-price`} className="text-sm text-ink-soft">
                    <span className="option-name block">
                      {withFigures(ESTIMATOR_LABELS.priceFrom, { price: dollars(item.priceFrom) })}
                    </span>{" "}
                    {withFigures(TERMS.packageRooms, {
                      bedrooms: rooms(own.bedrooms, "bedroom"),
                      bathrooms: rooms(own.bathrooms, "bathroom"),
                      extraBedroom: dollars(own.extraBedroom),
                      extraBathroom: dollars(own.extraBathroom),
                    })}
                  </span>
                </span>
              </RadioCard>
            )
          })}
        </div>
      </Fieldset>

      <div className="grid grid-cols-2 gap-4">
        <RoomSelect id={id} name="bedrooms" />
        <RoomSelect id={id} name="bathrooms" />
      </div>

      <Fieldset legend={ESTIMATOR_LABELS.frequency}>
        <div className="grid grid-cols-2 gap-3 *:items-center *:px-3.5 *:py-3 sm:grid-cols-4">
          {FREQUENCIES.map((frequency) => {
            const off = frequency === "one-off" ? 0 : rules.discounts[frequency]
            return (
              <RadioCard key={frequency} name="frequency" value={frequency} defaultChecked={frequency === "one-off"}>
                <span className="grid leading-tight">
                  <span className="option-name">{ESTIMATOR_LABELS.frequencies[frequency]}</span>
                  {off > 0 && (
                    <span className="option-note">{withFigures(ESTIMATOR_LABELS.percentOff, { percent: off })}</span>
                  )}
                </span>
              </RadioCard>
            )
          })}
        </div>
      </Fieldset>

      <Fieldset legend={ESTIMATOR_LABELS.addOns}>
        <div className="grid gap-3 *:items-center *:py-3.5 sm:grid-cols-2">
          {addOns.map((item) => (
            <CheckCard key={item.id} name="addOns" value={item.id}>
              <span className="text-forest">{item.name}</span>
              <span className="option-price">+{dollars(rules.addOns[item.id] ?? 0)}</span>
            </CheckCard>
          ))}
        </div>
      </Fieldset>

      <p className="text-sm leading-relaxed text-ink-soft">
        {rules.firstVisitDiscounted ? TERMS.firstVisitDiscounted : TERMS.firstVisitFull}{" "}
        {withFigures(TERMS.quoted, {
          bedrooms: rooms(largest.bedrooms, "bedroom"),
          bathrooms: rooms(largest.bathrooms, "bathroom"),
        })}
      </p>
    </div>
  )
}

/** 1 to the largest home's count of a room, then "More than N": a home the estimate does not price. */
function RoomSelect({ id, name }: { id: string; name: "bedrooms" | "bathrooms" }) {
  const largest = priceSheet.rules.largestHome[name]
  return (
    <div className="grid content-start">
      <Label htmlFor={`${id}-${name}`}>{ESTIMATOR_LABELS[name]}</Label>
      <Select id={`${id}-${name}`} name={name} defaultValue="1">
        {Array.from({ length: largest }, (_, n) => (
          <option key={n} value={n + 1}>
            {n + 1}
          </option>
        ))}
        <option value={largest + 1}>{withFigures(ESTIMATOR_LABELS.moreThan, { count: largest })}</option>
      </Select>
    </div>
  )
}

type TotalProps = { id: string; estimate: Estimate; frequency: FrequencyId; onRequest: () => void; formOnPage: boolean }

/** The price as chosen and the button that hands it to the quote form; beyond the largest home, the quote and call. */
function Total({ id, estimate, frequency, onRequest, formOnPage }: TotalProps) {
  return (
    <div className="rounded-panel bg-forest p-6 text-linen shadow-lift sm:p-8 lg:sticky lg:top-28">
      <p id={`${id}-total`} className="text-sm font-semibold tracking-wide text-mist-200 uppercase">
        {ESTIMATOR_LABELS.total}
      </p>
      <output aria-labelledby={`${id}-total`} className="mt-2 block min-h-24" data-slot="estimate-total">
        {estimate.kind === "priced" ? (
          <>
            <span className="block font-serif text-5xl font-semibold tracking-tight">
              {dollars(estimate.total)}
              <span className="font-sans text-lg font-medium tracking-normal">{` ${ESTIMATOR_LABELS.inclGst}`}</span>
            </span>
            <span className="mt-2 block text-mist-200"> {priceDetail(estimate, frequency)}</span>
          </>
        ) : (
          <span className="block text-lg leading-relaxed">{estimateWords.beyondLargest}</span>
        )}
      </output>
      {estimate.kind === "priced" ? (
        <>
          <p className="mt-5 border-t border-linen/15 pt-5 text-sm leading-relaxed text-mist-200">
            {estimateWords.note}
          </p>
          <Button onClick={onRequest} size="lg" className="mt-6 w-full noscript:hidden">
            {ESTIMATOR_LABELS.request}
          </Button>
          {/* Without scripts the button could do nothing: this goes to the quote form, the choice left to the message. */}
          <a
            data-scripts-off=""
            href={formOnPage ? `#${QUOTE_FORM_PANEL_ID}` : `/#${QUOTE_FORM_PANEL_ID}`}
            className={buttonVariants({ size: "lg", className: "mt-6 hidden w-full noscript:inline-flex" })}
          >
            {ESTIMATOR_LABELS.request}
          </a>
        </>
      ) : (
        <div className="mt-6 grid gap-3 [&>a]:w-full">
          <QuoteCallActions location="instant_estimate" onDark />
        </div>
      )}
    </div>
  )
}
