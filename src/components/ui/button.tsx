import { cva } from "class-variance-authority"

export const buttonVariants = cva(
  "inline-flex max-w-full items-center justify-center gap-2 rounded-pill text-center font-semibold transition-[background-color,color,box-shadow,transform] duration-200 ease-out focus-visible:outline-offset-4 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0",
  {
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
  },
)
