// Who holds a lease of the queue on the Node server, and whether that sender still runs: a server killed mid-send
// (kill -9, a crash) leaves leases that are let go at its next start rather than when they run out (decision 041).
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { hostname } from "node:os"

/** Who holds a lease of the queue: this machine, this process, this start. */
export const leaseOwner = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/** Whether a process runs: a zombie (ended, not yet reaped by a parent such as a container's PID 1) does not. */
const running = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
  try {
    return !/^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return true
  }
}

/** A lease of a sender on this machine that no longer runs (kill -9): let go now; another machine's runs out. */
export function senderGone(owner: string) {
  const [host, pid] = owner.split(":")
  return host === hostname() && !!pid && Number(pid) !== process.pid && !running(Number(pid))
}
