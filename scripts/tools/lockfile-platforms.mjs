#!/usr/bin/env node
/**
 * After `npm install` changes the lockfile: adds the other platforms' optional packages it leaves out (our registry
 * serves only Linux builds), each with its os/cpu, so `npm ci` accepts the lockfile (decision 004).
 */
import { readFileSync, writeFileSync } from "node:fs"

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "sunos", "aix", "netbsd", "win32"]
const CPU = ["arm64", "x64", "ia32", "arm", "riscv64", "ppc64", "s390x", "loong64", "wasm32", "mips64el"]

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"))
const packages = lock.packages
let added = 0
for (const [path, pkg] of Object.entries(packages))
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`
    const top = `node_modules/${name}`
    if (packages[nested] || packages[top]) continue
    const last = name.split("/").pop()
    const parts = last.split("-")
    const os = parts.find((p) => OS.includes(p))
    const cpu =
      parts.find((p) => CPU.includes(p)) ?? (parts.includes("eabi") || parts.includes("gnueabihf") ? "arm" : undefined)
    const libc = /(^|-)musl/.test(last) ? "musl" : /(^|-)gnu/.test(last) ? "glibc" : undefined
    if (!os && !cpu) continue
    // Keys left undefined are not written to the JSON.
    packages[top] = { version, dev: pkg.dev, optional: true, os: os && [os], cpu: cpu && [cpu], libc: libc && [libc] }
    added++
  }
// The root package ("") sorts first.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n")
console.log(`lockfile: ${added} other-platform optional packages recorded`)
