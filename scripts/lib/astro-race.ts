/**
 * Whether an Astro process failed for another one beside it (decision 058): every `astro build` and `astro check` writes
 * .astro/'s content files (and node_modules/.astro's data store) as it starts, each through one fixed temporary name,
 * so when two of one project start at the same moment, one's rename can find the other's file already gone. Nothing
 * is left half-written, and the same process run again succeeds.
 */
export const lostAstroRace = (output: string) =>
  /ENOENT: no such file or directory, rename '[^']*\/\.astro\/[^']*\.tmp'/.test(output)
