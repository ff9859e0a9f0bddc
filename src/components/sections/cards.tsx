// The cards the pages compose from their content: grids, notices, quotations, the team.
import type { ReactNode } from "react"

import { TickList } from "~/components/sections/check-list"
import { Picture } from "~/components/ui/picture"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import type { SpriteIconName } from "~/components/ui/sprite-icons"
import { EmailLink, PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import type {
  AboutContent,
  ContactContent,
  FeatureCard,
  NdisContent,
  ProcessStep,
  ResidentialContent,
  ServiceCard,
  ServicesContent,
  TestimonialQuote as TestimonialQuoteCopy,
} from "~/lib/content/schemas"
import { photo } from "~/lib/images"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

import { Eyebrow, Paragraphs } from "./section"

const COLUMNS = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

/** Card surface: white cards on linen/mist bands, linen cards on white bands. */
type Surface = "white" | "linen"

type FeatureCardsProps = { cards: FeatureCard[]; columns?: keyof typeof COLUMNS; surface?: Surface }

export function FeatureCards({ cards, columns = 3, surface = "white" }: FeatureCardsProps) {
  return (
    <ul data-slot="feature-cards" className={cn("grid gap-5 lg:gap-6", COLUMNS[columns])}>
      {cards.map((card) => (
        <li
          key={card.title}
          data-featured={card.featured ? "true" : undefined}
          className={cn(
            "relative flex flex-col rounded-card border p-6 sm:p-7",
            card.featured
              ? "border-forest bg-forest text-linen shadow-lift"
              : cn("border-line shadow-soft", surface === "white" ? "bg-white" : "bg-linen"),
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <IconTile
              name={card.icon}
              size={12}
              className={cn("rounded-2xl", card.featured ? "bg-forest-700 text-mist-200" : "bg-mist text-forest")}
            />
            {card.featured && (
              <span className="rounded-pill bg-clay px-3 py-1 text-xs font-semibold tracking-[0.08em] text-white uppercase">
                Featured
              </span>
            )}
          </div>
          <h3 className={cn("mt-5 text-h3 font-semibold", card.featured && "text-linen")}>{card.title}</h3>
          <p className={cn("mt-2", card.featured ? "text-mist-200" : "text-ink-soft")}>{card.description}</p>
          {card.link && (
            <a
              href={card.link.to}
              className={cn(
                "mt-5 inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline",
                "after:absolute after:inset-0 after:rounded-card after:content-['']",
                card.featured ? "text-linen" : "text-forest",
              )}
            >
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

export function ServiceCards({ cards, action }: { cards: ServiceCard[]; action?: ReactNode }) {
  return (
    <ul data-slot="service-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-soft sm:p-7">
          <IconTile name={card.icon} size={12} className="rounded-2xl bg-mist text-forest" />
          <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
          {card.badges && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Visit frequency">
              {card.badges.map((badge) => (
                <li key={badge} className="rounded-pill bg-mist px-3 py-1 text-sm font-semibold text-forest">
                  {badge}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-ink-soft">{card.description}</p>
          <TickList
            items={card.points}
            className="mt-5 grid gap-2.5 border-t border-line pt-5 text-[0.95rem] text-forest"
            tickClassName="text-eucalyptus-700"
          />
          {action && <div className="mt-auto pt-6">{action}</div>}
        </li>
      ))}
    </ul>
  )
}

function Points({ heading, points }: { heading: string; points: string[] }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold tracking-[0.12em] text-eucalyptus-700 uppercase">{heading}</h4>
      <TickList
        items={points}
        className="mt-3 grid gap-2 text-[0.95rem] text-forest"
        tickClassName="text-eucalyptus-700"
      />
    </div>
  )
}

export function PremiumServiceCards({
  cards,
  audienceHeading,
  includedHeading,
  benefitsHeading,
}: Pick<ServicesContent["premium"], "cards" | "audienceHeading" | "includedHeading" | "benefitsHeading">) {
  return (
    <ul data-slot="premium-services" className="grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-panel border border-line bg-white p-6 shadow-soft sm:p-9">
          <div className="flex items-center gap-4">
            <IconTile name={card.icon} size={14} className="shrink-0 rounded-2xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{card.title}</h3>
          </div>
          <p className="mt-5 text-ink-soft">
            <span className="font-semibold text-forest">{audienceHeading}: </span>
            {card.forWho}
          </p>
          <div className="mt-6 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
            <Points heading={includedHeading} points={card.included} />
            <Points heading={benefitsHeading} points={card.benefits} />
          </div>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
            <QuoteLink location="services_page" variant="secondary">
              {labels.getQuote}
            </QuoteLink>
            <a
              href={card.link.to}
              className="inline-flex items-center gap-2 font-semibold text-forest underline-offset-4 hover:underline"
            >
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function RoomLists({ rooms }: { rooms: ResidentialContent["included"]["rooms"] }) {
  return (
    <ul data-slot="room-lists" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {rooms.map((room) => (
        <li key={room.title} className="rounded-card border border-line bg-white p-6 shadow-soft">
          <div className="flex items-center gap-3">
            <IconTile name={room.icon} size={10} className="rounded-xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{room.title}</h3>
          </div>
          <TickList
            items={room.items}
            className="mt-5 grid gap-2.5 text-[0.95rem] text-ink-soft"
            tickClassName="text-eucalyptus-700"
          />
        </li>
      ))}
    </ul>
  )
}

export function ProcessSteps({ steps, surface = "white" }: { steps: ProcessStep[]; surface?: Surface }) {
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

export function PricingRates({ rates, note }: { rates: NdisContent["pricing"]["rates"]; note: string }) {
  return (
    <div>
      <ul data-slot="pricing-rates" className={cn("grid gap-5", rates.length > 1 && "md:grid-cols-2")}>
        {rates.map((rate) => (
          <li key={rate.title} className="rounded-card border border-line bg-white p-7 shadow-soft sm:p-8">
            <h3 className="text-h3 font-semibold">{rate.title}</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-serif text-4xl font-semibold text-forest">{rate.price}</span>
              <span className="text-ink-soft">{rate.unit}</span>
            </p>
            <p className="mt-3 text-ink-soft">{rate.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-card bg-white/70 px-5 py-4 text-[0.95rem] text-ink-soft ring-1 ring-line">{note}</p>
    </div>
  )
}

type CardProps = { icon: SpriteIconName; heading: string; text: string; children: ReactNode }

function Card({ icon, heading, text, children }: CardProps) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 shadow-soft sm:p-7">
      <IconTile name={icon} size={12} aria-hidden="true" className="rounded-2xl bg-mist text-forest" />
      <h2 className="mt-5 text-h3 font-semibold">{heading}</h2>
      <p className="mt-1.5 text-ink-soft">{text}</p>
      <div className="mt-auto pt-5">{children}</div>
    </li>
  )
}

const linkClass =
  "font-serif text-xl font-semibold text-forest underline decoration-eucalyptus decoration-2 underline-offset-4 hover:decoration-forest"

export function ContactCards({ cards, location }: { cards: ContactContent["cards"]; location: string }) {
  return (
    <ul data-slot="contact-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      <Card icon="phone" {...cards.phone}>
        <PhoneLink location={location} className={linkClass} />
      </Card>
      <Card icon="mail" {...cards.email}>
        <EmailLink location={location} className={`${linkClass} break-all`} />
      </Card>
      <Card icon="clock" {...cards.hours}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5" data-slot="contact-hours">
          {siteConfig.hours.contactPage.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-semibold text-forest">{row.days}</dt>
              <dd className="text-ink-soft">{row.time}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </ul>
  )
}

type NoticeProps = {
  heading: string
  text: string
  icon: SpriteIconName
  id: string
  className?: string
}

export function Notice({ heading, text, icon, id, className }: NoticeProps) {
  return (
    <aside
      aria-labelledby={id}
      className={cn(
        "flex gap-4 rounded-card border border-eucalyptus/50 bg-white p-5 shadow-soft sm:gap-5 sm:p-7",
        className,
      )}
    >
      <IconTile name={icon} size={11} aria-hidden="true" className="shrink-0 rounded-full bg-mist text-forest" />
      <div>
        <h2 id={id} className="font-serif text-xl font-semibold">
          {heading}
        </h2>
        <p className="mt-1.5 text-ink-soft">{text}</p>
      </div>
    </aside>
  )
}

export function TestimonialQuote({ quote, name, role }: TestimonialQuoteCopy) {
  return (
    <figure
      data-slot="testimonial"
      className="relative rounded-panel border border-line bg-white p-8 shadow-soft sm:p-12"
    >
      <SpriteIcon name="quote" className="size-10 text-eucalyptus" />
      <blockquote className="mt-5 font-serif text-xl leading-relaxed text-forest sm:text-2xl sm:leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-mist font-serif text-lg font-semibold"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-forest">{name}</span>
          <span className="block text-sm text-ink-soft">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

/** "Ellie" → "E", "Mary Ann" → "MA": the fallback portrait for a member without a photo. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
}

export function TeamGrid({ members }: { members: AboutContent["team"]["members"] }) {
  return (
    <ul data-slot="team-grid" className="grid grid-cols-2 gap-5 sm:gap-6 md:grid-cols-3">
      {members.map((member) => (
        <li key={member.name} data-role={member.role} className="group text-center">
          <div className="overflow-hidden rounded-card bg-mist shadow-soft">
            {member.image ? (
              <Picture
                src={photo(member.image)}
                alt={`${member.name}, ${member.role}`}
                sizes="(min-width: 768px) 360px, 50vw"
                imgClassName="block aspect-square h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
            ) : (
              <div
                role="img"
                aria-label={`${member.name}, ${member.role}`}
                data-fallback="initials"
                className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-mist to-mist-200"
              >
                <span className="flex size-24 items-center justify-center rounded-full bg-white/80 font-serif text-4xl font-semibold text-forest shadow-soft sm:size-28">
                  {initials(member.name)}
                </span>
              </div>
            )}
          </div>
          <h3 className="mt-4 text-h3 font-semibold">{member.name}</h3>
          <p className={cn("text-sm font-semibold", member.role === "Founder" ? "text-clay-700" : "text-ink-soft")}>
            {member.role}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The site names the founder by first name only. */
export function FounderProfile({ id, photo: path, ...founder }: AboutContent["founder"] & { id: string }) {
  const { firstName: name, role } = siteConfig.founder
  return (
    <div className="grid items-center gap-10 rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10 lg:grid-cols-[0.75fr_1.25fr] lg:gap-14 lg:p-12">
      <Picture
        src={photo(path)}
        alt={`${name}, ${role}`}
        sizes="(min-width: 1024px) 400px, 100vw"
        className="block overflow-hidden rounded-card"
        imgClassName="block aspect-[4/5] h-auto w-full object-cover"
      />
      <div>
        <Eyebrow text={founder.eyebrow} className="mb-3 text-eucalyptus-700" />
        <h2 id={id} className="text-h2 font-semibold">
          {founder.heading}
        </h2>
        <Paragraphs items={founder.paragraphs} />
        <figure className="mt-8 border-l-4 border-eucalyptus pl-5">
          <blockquote className="font-serif text-xl text-forest italic">
            <p>“{founder.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-ink-soft">
            {name}, {role}
          </figcaption>
        </figure>
      </div>
    </div>
  )
}
