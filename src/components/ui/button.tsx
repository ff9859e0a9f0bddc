import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps, ReactNode } from "react"

import { SpriteIcon } from "./sprite-icon"

// `btn` (styles/app.css) is every button's shared shape in one class (decision 026); a utility added here still wins.
export const buttonVariants = cva("btn [&_svg]:size-[1.1em]", {
  variants: {
    variant: {
      primary: "bg-clay text-white shadow-soft hover:bg-clay-700 hover:shadow-lift active:translate-y-px",
      secondary: "bg-forest text-linen shadow-soft hover:bg-forest-700 hover:shadow-lift active:translate-y-px",
      outline: "border border-forest/25 bg-white/70 text-forest hover:border-forest/50 hover:bg-white",
      ghost: "text-forest hover:bg-mist",
      light: "bg-white text-forest shadow-soft hover:bg-linen",
    },
    size: {
      sm: "min-h-10 px-4 text-sm",
      md: "min-h-12 px-6 text-base",
      lg: "min-h-14 px-8 text-lg",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
})

type ArrowLinkProps = Pick<VariantProps<typeof buttonVariants>, "variant"> & {
  href: string
  className?: string
  children: ReactNode
}

export function ArrowLink({ href, variant, className, children }: ArrowLinkProps) {
  return (
    <a href={href} className={buttonVariants({ variant, className })}>
      {children}
      <SpriteIcon name="arrow-right" />
    </a>
  )
}

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>

/** A button in the kit's look: a plain button, unless it says it submits its form. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonVariants({ variant, size, className })} />
}
