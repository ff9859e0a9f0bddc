/**
 * /quote-form.json: the quote form's contract as this build makes the form (decision 047), its endpoint, fields and
 * booking rules, and the fingerprint of what it was built from, which `npm start` compares to build again.
 */
import type { APIRoute } from "astro"

import booking from "site:content/booking"

import { formContract } from "../../server/form-contract.ts"
import { env } from "../../src/lib/env.ts"
import { buildInputs } from "../lib/build-inputs.ts"

export const GET: APIRoute = () =>
  Response.json(formContract(env.quoteFormEndpoint ?? "", booking, buildInputs(process.env)))
