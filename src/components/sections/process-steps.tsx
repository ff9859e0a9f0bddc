import type { ProcessStep } from "~/lib/content/schemas"

import { Card } from "./card"

/** Three or four numbered steps, joined by a dashed line on a wide screen. */
export function ProcessSteps({ steps, surface = "white" }: { steps: ProcessStep[]; surface?: "white" | "linen" }) {
  const columns = steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4"
  return (
    <div data-slot="process-steps">
      <ol className={`relative grid gap-5 lg:gap-6 ${columns}`}>
        {steps.map((step, index) => (
          <Card key={step.title} surface={surface} className="relative">
            <span aria-hidden="true" className="step-number">
              {index + 1}
            </span>
            <h3 className="mt-5 text-h3 font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-soft">{step.description}</p>
          </Card>
        ))}
      </ol>
    </div>
  )
}
