// One schema per content file (content-files.ts); those the browser reads at run time are in runtime-schemas.ts.
import * as z from "zod/mini"

import { PACKAGE_IDS } from "../../../common/services.ts"
import { dollars } from "../format.ts"
import { FREQUENCIES, type FrequencyId } from "../frequencies.ts"
import { QUOTE_CLICK_LOCATIONS } from "../tracking.ts"
import { ICON_NAMES } from "./icon-names.ts"
import { copy, copyWithFigures, oneSentence, photoFileMessage } from "./runtime-schemas.ts"
import { matching, says, searchDescription, wholeDollars } from "./schema-parts.ts"
import { SERVICE_AREA_IDS } from "./service-areas.ts"

export * from "./runtime-schemas.ts"
export { ALT_HINT, says } from "./schema-parts.ts"
export { businessFileSchema } from "./business-schema.ts"

export const photoPathSchema = matching(
  /^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp|avif|svg)$/,
  photoFileMessage("JPEG, PNG, WebP or AVIF photo (or an SVG logo)", "team/team-01.jpg"),
)

export const seoSchema = z.strictObject({
  title: copy(3).check(z.maxLength(60, "must be at most 60 characters (search results cut longer titles)")),
  description: searchDescription(copy(50)),
})

/** A heading and the line under it, both required. */
export const headingAndIntro = { heading: copy(3), intro: copy(10) }

const pageCopySchema = z.strictObject({ ...seoSchema.shape, ...headingAndIntro })

const articleCtaSchema = z.strictObject({ heading: copy(3), text: copy(10), linkLabel: copy(3) })

// One entry per page, keyed by the page (pageCopy in read.ts, which stops the build naming a missing one).
export const pagesFileSchema = z.catchall(
  z.strictObject({
    // /gallery's page copy also heads its post-build portfolio section.
    gallery: z.extend(pageCopySchema, {
      portfolio: z.strictObject(headingAndIntro),
    }),
    // /blog's page copy also holds each article's closing call to action, chosen by its front matter `cta`.
    blog: z.extend(pageCopySchema, {
      articleCtas: z.strictObject({ residential: articleCtaSchema, commercial: articleCtaSchema }),
    }),
  }),
  pageCopySchema,
)

export const faqItemSchema = z.strictObject({ question: copy(5), answer: copy(10) })
export const faqsFileSchema = z.strictObject({
  home: z.array(faqItemSchema).check(z.length(6, "must list exactly six questions")),
})

export const blogFrontMatterSchema = z.strictObject({
  ...seoSchema.shape,
  title: copy(10),
  // Read as written (scripts/lib/front-matter.ts): a date that does not exist is refused, not rolled over.
  date: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written YYYY-MM-DD", abort: true }),
    z.refine(
      (value) => new Date(Date.parse(value) || 0).toISOString().startsWith(value),
      "is not a day in the calendar (check the month and the day)",
    ),
  ),
  slug: matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens").check(
    says(
      undefined,
      "Lowercase words joined by hyphens; the file name and the article's address. Set it once, when the article is new: the editor never renames the file, so a later change stops the build. To move an article, create a new one and delete the old.",
    ),
  ),
  category: z.enum(["Health & Wellness", "Residential Cleaning", "Commercial Cleaning"]),
  cta: z
    .enum(["residential", "commercial"])
    .check(says("Closing call to action", "Which service page the article ends by pointing to.")),
  photo: z.optional(
    photoPathSchema.check(says("Picture", "Shown above the article and on its card (a wide photo suits it best).")),
  ),
})

// "//host" is another site to a browser (a protocol-relative address), so a path starts with one "/" only.
export const sitePathSchema = matching(/^\/(?!\/)[a-z0-9\-/#]*$/, 'must be a path on this site, like "/contact"')

export const labelsFileSchema = z.strictObject({
  requestQuote: copy(3),
  getQuote: copy(3),
  callUs: copy(3),
  callNumber: copy(3),
  emailUs: copy(3),
  contactUs: copy(3),
  backHome: copy(3),
  backToArticles: copy(3),
  backLinks: copy(3),
  notFound: z.strictObject({ text: copy(10), servicesLabel: copy(3) }),
  /** The instant estimate's controls (decision 024): the names visitors and screen readers find them by. */
  estimator: z.strictObject({
    frequencies: z.strictObject(
      Object.fromEntries(FREQUENCIES.map((id) => [id, copy(3)])) as Record<FrequencyId, ReturnType<typeof copy>>,
    ),
    type: copy(3),
    bedrooms: copy(3),
    bathrooms: copy(3),
    addOns: copy(3),
    frequency: copy(3),
    total: copy(3),
    request: copy(3),
    priceFrom: copyWithFigures(["price"]),
    percentOff: copyWithFigures(["percent"]),
    moreThan: copyWithFigures(["count"]),
    inclGst: copy(3),
    forOneOff: copy(3),
    /** Under a regular clean's price when every visit costs the same: "a visit (weekly, 15 % off)". */
    forEachVisit: copyWithFigures(["often"]),
    forFirstVisit: copyWithFigures(["perVisit", "often"]),
    /** The line the quote request carries: "Instant estimate: Deep Clean, 3 bedrooms, …: $310 incl. GST for this clean." */
    summary: copyWithFigures(["choice", "price", "detail"], 10),
  }),
  /** The words around the estimator's terms, as its form is its price list (decision 038). */
  priceList: z.strictObject({
    /** After each package's price: what its base price covers and each extra room's price. */
    packageRooms: copyWithFigures(["bedrooms", "bathrooms", "extraBedroom", "extraBathroom"], 10),
    firstVisitDiscounted: copy(10),
    firstVisitFull: copy(10),
    /** Then the largest home priced on the spot: "Homes with more than 6 bedrooms or 4 bathrooms are quoted. …". */
    quoted: copyWithFigures(["bedrooms", "bathrooms"], 10),
  }),
  chat: z.strictObject({
    button: copy(3),
    popup: copy(10),
    popupQuote: copy(3),
    popupBrowse: copy(3),
    popupClose: copy(3),
    farewell: copy(10),
    prompt: copy(10),
    optionsLabel: copy(3),
    closeWindow: copy(3),
    /** Each option opens its page, or, with no page, the quote form. */
    options: z
      .array(z.strictObject({ label: copy(3), to: z.optional(sitePathSchema) }))
      .check(z.minLength(1, "must list at least one option")),
  }),
})

export type FaqItem = z.infer<typeof faqItemSchema>

const exactly = (n: number, what: string) => z.length(n, `must list exactly ${n} ${what}`)
const atLeast = (n: number, what: string) => z.minLength(n, `must list at least ${n} ${what}`)

const iconNameSchema = z.enum(ICON_NAMES)
export const alt = copy(5).check(oneSentence)
const paragraphs = z.array(copy(20)).check(atLeast(1, "paragraphs"))
const bulletList = z.array(copy(3)).check(atLeast(2, "items"))
const photo = { photo: photoPathSchema, photoAlt: alt }
const pageTop = { eyebrow: copy(2), ...photo }
const headed = { eyebrow: z.optional(copy(2)), heading: copy(3) }

export const sectionIntroSchema = z.strictObject({ ...headed, intro: z.optional(copy(10)) })
export const section = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject({ ...sectionIntroSchema.shape, ...shape })
/** A card led by an icon (components/sections/card.tsx's IconCard). */
const iconCard = { icon: iconNameSchema, title: copy(3), description: copy(10) }
const featureCardSchema = z.strictObject({
  ...iconCard,
  /** Shows a "Featured" badge and a stronger card. */
  featured: z.optional(z.boolean()),
  link: z.optional(z.strictObject({ to: sitePathSchema, label: copy(3) })),
})
export const processStepSchema = z.strictObject({ title: copy(3), description: copy(10) })
const testimonialQuoteSchema = z.strictObject({ quote: copy(20), name: copy(2), role: copy(3) })
export const ctaBandSchema = z.strictObject({ heading: copy(3), text: copy(10) })
const serviceCardSchema = z.strictObject({
  ...iconCard,
  badges: z.optional(z.array(copy(2))),
  points: bulletList,
})
const fourSteps = section({ steps: z.array(processStepSchema).check(exactly(4, "steps")) })
export const cardSection = (n?: number) =>
  section({ cards: z.array(featureCardSchema).check(n ? exactly(n, "cards") : atLeast(2, "cards")) })
const roomsSection = section({
  rooms: z
    .array(z.strictObject({ icon: iconNameSchema, title: copy(3), items: bulletList }))
    .check(atLeast(3, "rooms")),
})
export const checkListSection = section({ items: z.array(processStepSchema).check(atLeast(3, "items")) })

export const servicesFileSchema = z.strictObject({
  ...photo,
  premium: section({
    cards: z
      .array(
        z.strictObject({
          icon: iconNameSchema,
          title: copy(3),
          forWho: copy(10),
          included: bulletList.check(says("What's included")),
          benefits: bulletList,
          link: z.strictObject({ to: sitePathSchema, label: copy(3) }),
        }),
      )
      .check(atLeast(3, "premium services")),
    audienceHeading: copy(3),
    includedHeading: copy(3),
    benefitsHeading: copy(3),
  }),
  residential: section({
    cards: z.array(serviceCardSchema).check(exactly(3, "residential services (maintenance, deep, vacate)")),
    detailsLabel: copy(3),
  }),
  closing: ctaBandSchema,
})

export const residentialFileSchema = z.strictObject({
  ...pageTop,
  services: section({ cards: z.array(serviceCardSchema).check(exactly(3, "services (maintenance, deep, vacate)")) }),
  sameCleaner: section({ paragraphs, points: bulletList, ...photo }),
  included: roomsSection,
  guarantee: ctaBandSchema,
  closing: ctaBandSchema,
})

export const commercialFileSchema = z.strictObject({
  ...pageTop,
  industries: section({ cards: z.array(featureCardSchema).check(exactly(6, "industries")) }).check(
    z.refine((section) => section.cards.filter((card) => card.featured).length === 1, {
      message: "must mark exactly one industry as featured",
      path: ["cards"],
    }),
    z.refine((section) => section.cards.every((card) => !card.featured || card.link), {
      message: "the featured industry must have a link",
      path: ["cards"],
    }),
  ),
  reasons: cardSection(),
  process: fourSteps,
  caseStudy: section({ testimonial: testimonialQuoteSchema }),
  compliance: checkListSection,
  closing: z.extend(ctaBandSchema, { siteVisitLabel: copy(3) }),
})

/** The NDIS page's hourly rates, written "from $60": whole dollars like the packages, and a ceiling for a slipped digit. */
const hourlyRate = matching(
  /^([Ff]rom )?\$([1-9][0-9]?|1[0-9][0-9]|200)$/,
  'must be a whole-dollar hourly price of at most $200, written like "from $60"',
)

export const ndisFileSchema = z.strictObject({
  ...pageTop,
  disclaimer: ctaBandSchema,
  help: cardSection(),
  clean: roomsSection,
  booking: fourSteps,
  pricing: section({
    rates: z
      .array(z.strictObject({ title: copy(3), price: hourlyRate, unit: copy(3), description: copy(10) }))
      .check(atLeast(1, "rates")),
    note: copy(10),
  }),
  faq: section({ items: z.array(faqItemSchema).check(exactly(4, "questions")) }),
  closing: ctaBandSchema,
})

const VALUE_NAMES = ["Care", "Quality", "Consistency", "Respect"] as const

export const aboutFileSchema = z.strictObject({
  story: section({ paragraphs, ...photo }),
  values: cardSection(4).check(
    z.refine((section) => section.cards.map((card) => card.title).join() === VALUE_NAMES.join(), {
      message: `must be the four values ${VALUE_NAMES.join(", ")}, in that order`,
      path: ["cards"],
    }),
  ),
  apart: checkListSection,
  founder: section({ paragraphs, quote: copy(20), photo: photoPathSchema }),
  team: section({
    members: z
      .array(
        z.strictObject({ name: copy(2), role: z.enum(["Founder", "Team Member"]), image: z.optional(photoPathSchema) }),
      )
      .check(exactly(6, "team members")),
  }),
  closing: z.extend(ctaBandSchema, { actionLabel: copy(3) }),
})

export const buildersHandoverFileSchema = z.strictObject({
  ...pageTop,
  introCard: section({ paragraphs, pointsHeading: copy(3), points: bulletList }),
  included: cardSection(6),
  work: section({
    projects: z
      .array(
        z.strictObject({
          title: copy(3),
          builder: copy(3),
          location: copy(3),
          description: copy(10),
          photos: z.array(z.strictObject({ src: photoPathSchema, alt: copy(10) })).check(exactly(10, "photos")),
        }),
      )
      .check(exactly(2, "projects")),
  }),
  process: fourSteps,
  trust: section({ bullets: z.array(copy(5)).check(exactly(6, "trust points")) }),
  testimonial: testimonialQuoteSchema,
  closing: ctaBandSchema,
})

export const contactFileSchema = z.strictObject({
  ...pageTop,
  cardsLabel: copy(3),
  cards: z.strictObject({ phone: ctaBandSchema, email: ctaBandSchema, hours: ctaBandSchema }),
  form: section({ iframeTitle: copy(5), loading: copy(5), fallback: copy(10) }),
  areas: section({
    list: z
      .array(
        z.strictObject({
          id: z.enum(SERVICE_AREA_IDS),
          name: copy(3),
          summary: copy(10),
          suburbs: z.array(copy(3)).check(atLeast(1, "suburbs")),
        }),
      )
      .check(exactly(SERVICE_AREA_IDS.length, "areas")),
  }).check(
    z.refine((section) => new Set(section.list.map((area) => area.id)).size === SERVICE_AREA_IDS.length, {
      message: "must list each map area once",
      path: ["list"],
    }),
  ),
  map: section({ iframeTitle: copy(5), loading: copy(5), fallback: copy(5) }),
})

export type FeatureCard = z.infer<typeof featureCardSchema>
export type ProcessStep = z.infer<typeof processStepSchema>
export type TestimonialQuote = z.infer<typeof testimonialQuoteSchema>
export type ServiceCard = z.infer<typeof serviceCardSchema>
export type ServicesContent = z.infer<typeof servicesFileSchema>
export type ResidentialContent = z.infer<typeof residentialFileSchema>
export type NdisContent = z.infer<typeof ndisFileSchema>
export type AboutContent = z.infer<typeof aboutFileSchema>
export type BuildersHandoverContent = z.infer<typeof buildersHandoverFileSchema>
export type ContactContent = z.infer<typeof contactFileSchema>

const premiumServiceCardSchema = z.strictObject({
  title: copy(3),
  ...photo,
  description: copy(10),
  points: z.array(copy(3)).check(z.minLength(1, "must list at least one point")),
  action: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("quote"), location: z.enum(QUOTE_CLICK_LOCATIONS), label: copy(3) }),
    z.strictObject({ kind: z.literal("link"), to: sitePathSchema, label: copy(3) }),
  ]),
})

const headedText = { ...headed, text: copy(10) }

export const homeFileSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: copy(3),
    ...photo,
    servicesLabel: copy(3),
    teamLinkLabel: copy(3),
    highlights: z.array(copy(3)).check(z.maxLength(3, "must list at most three highlights")),
  }),
  coverage: z.strictObject({ ...headingAndIntro, outro: copy(3) }),
  whyChooseUs: section({
    cards: z.array(featureCardSchema).check(z.length(4, "must list exactly four cards")),
    badgesLabel: copy(3),
    badges: z.array(z.strictObject({ icon: iconNameSchema, label: copy(3) })),
  }),
  premiumServices: section({
    cards: z.array(premiumServiceCardSchema).check(z.length(3, "must list exactly three cards")),
  }),
  packages: section({
    fromLabel: copy(2),
    popularLabel: copy(3),
    quoteLabel: copy(3),
    addOnsHeading: copy(3),
    addOnsIntro: copy(10),
  }),
  ongoing: z.strictObject({
    ...headedText,
    frequencies: z.array(copy(3)).check(z.minLength(1, "must list at least one frequency")),
    ctaLabel: copy(3),
  }),
  sameCleaner: z.strictObject({
    ...ctaBandSchema.shape,
    ...photo,
    points: z.array(copy(3)),
  }),
  gallery: section({
    tabsLabel: copy(3),
    tabs: z.strictObject({ bathrooms: copy(2), kitchens: copy(2), commercial: copy(2) }),
    ctaLabel: copy(3),
  }),
  beforeAfter: z.strictObject(headingAndIntro),
  portfolio: section({ ctaLabel: copy(3) }),
  testimonials: section({
    readMoreReviewsLabel: copy(3),
    socialProofText: copy(10),
    socialProofLabel: copy(3),
  }),
  team: z.strictObject({
    ...headedText,
    points: z.array(featureCardSchema),
    photos: z.array(z.strictObject({ photo: photoPathSchema, alt })),
    ctaLabel: copy(3),
  }),
  ndis: z.strictObject({
    ...headedText,
    points: z.array(copy(3)),
    note: copy(10),
    ...photo,
    linkLabel: copy(3),
    quoteLabel: copy(3),
  }),
  faq: sectionIntroSchema,
  howItWorks: z.strictObject({
    ...headed,
    steps: z
      .array(processStepSchema)
      .check(z.minLength(3, "must list at least three steps"), z.maxLength(5, "must list at most five steps")),
  }),
  closing: z.strictObject({
    ...headedText,
    phoneLabel: copy(3),
    emailLabel: copy(3),
    quoteLabel: copy(3),
    formHeading: copy(3),
    ndisService: copy(3).check(
      says(
        "Quote form's NDIS choice",
        "The service list's last choice; the packages before it are named as in Packages and add-ons.",
      ),
    ),
    /** The toast when the quote form could not deliver a request (only with QUOTE_FORM_ENDPOINT set). */
    formError: z.strictObject({ title: copy(3), description: copy(10) }),
  }),
  trustedBy: z.strictObject({
    ...headingAndIntro,
    logos: z
      .array(z.strictObject({ src: photoPathSchema, alt: copy(2) }))
      .check(z.length(5, "must list exactly five logos")),
  }),
  stickyButton: z.strictObject({ label: copy(3) }),
  prompt: z.strictObject({ heading: copy(3), text: copy(10), yesLabel: copy(3), closeLabel: copy(3) }),
})

export { PACKAGE_IDS, type PackageId } from "../../../common/services.ts"

/** A message naming the value it refuses: "%{value}" is the number as written (1,500). */
export const namingValue = (message: string) => (issue: { input?: unknown }) =>
  message.replaceAll(
    "%{value}",
    typeof issue.input === "number" ? issue.input.toLocaleString("en-AU") : String(issue.input),
  )

/** A 'from' price above this is taken for a slipped digit (2490 typed for 249): the three packages start at $160-$590. */
const PACKAGE_PRICE_MAX = 1500

const packagePriceSchema = wholeDollars(250).check(
  z.gte(1, "must be at least $1"),
  z.lte(PACKAGE_PRICE_MAX, {
    error: namingValue(`must be at most ${dollars(PACKAGE_PRICE_MAX)}: $%{value} looks too high for a package price`),
  }),
)

export const packageSchema = z.strictObject({
  id: z.enum(PACKAGE_IDS),
  name: copy(3),
  priceFrom: packagePriceSchema.check(
    says(undefined, "In whole dollars, such as 250: the home page shows it as “from $250”."),
  ),
  popular: z.optional(z.boolean()),
  description: copy(10),
  features: z.array(copy(3)).check(z.minLength(1, "must list at least one feature")),
})

const addOnSchema = z.strictObject({ id: copy(2), icon: iconNameSchema, name: copy(3), description: copy(10) })

export const packagesFileSchema = z.strictObject({
  packages: z.array(packageSchema).check(
    z.length(3, "must list exactly three packages"),
    z.refine((list) => list.filter((p) => p.popular).length <= 1, "only one package can be marked popular"),
    // Each id names its card on the page and its quote button in analytics: a copied one would label two cards.
    z.refine(
      (list) => new Set(list.map((p) => p.id)).size === list.length,
      `must give each package its own id: ${PACKAGE_IDS.join(", ")}`,
    ),
  ),
  addOns: z.array(addOnSchema).check(z.length(6, "must list exactly six add-ons")),
})

export type HomeContent = z.infer<typeof homeFileSchema>
export type PackagesFile = z.infer<typeof packagesFileSchema>
export type Package = z.infer<typeof packageSchema>
