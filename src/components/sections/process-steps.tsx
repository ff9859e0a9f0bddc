import { cn } from "~/lib/cn"
import type { ProcessStep } from "~/lib/content/schemas"

type ProcessStepsProps = {
  steps: ProcessStep[]
  /** Card surface: white on linen/mist bands, linen on white bands. */
  surface?: "white" | "linen"
}

export function ProcessSteps({ steps, surface = "white" }: ProcessStepsProps) {
  return (
    <div data-slot="process-steps" className="relative">
      <span
        aria-hidden="true"
        className="absolute top-12 right-[12%] left-[12%] hidden border-t-2 border-dashed border-eucalyptus/60 lg:block"
      />
      <ol
        className={cn(
          "relative grid gap-5 lg:gap-6",
          steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={cn(
              "relative rounded-card border border-line p-6 shadow-soft sm:p-7",
              surface === "white" ? "bg-white" : "bg-linen",
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-forest font-serif text-lg font-semibold text-linen ring-8 ring-mist"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-h3 font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-soft">{step.description}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
