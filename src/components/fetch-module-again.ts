/**
 * The same-origin address of the module a failed `import()` names (Chromium: "Failed to fetch
 * dynamically imported module: <url>"; Firefox: "error loading dynamically imported module:
 * <url>"), or null.
 */
function failedModuleAddress(error: unknown): URL | null {
  if (!(error instanceof Error)) return null;
  const named = /dynamically imported module: (\S+)/.exec(error.message)?.[1];
  if (!named) return null;
  try {
    const address = new URL(named);
    return address.origin === window.location.origin ? address : null;
  } catch {
    return null;
  }
}

/** A module's exports as its build chunk hands them: gathered under one name, or the chunk's own. */
function exportsOf<Module>(chunk: Record<string, unknown>): Module | null {
  const gathered = Object.values(chunk).filter(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      Object.prototype.toString.call(value) === '[object Module]',
  );
  if (gathered.length > 1) return null;
  return (gathered[0] ?? chunk) as Module;
}

/**
 * Asks again for a module whose fetch failed before, under an address of its own: a browser that
 * keeps a failed module fetch (Debian's Chromium 150, older Chrome and Safari) answers a second
 * `import()` of the same address with the same failure, without asking the network, so a part
 * whose preload a patchy connection dropped could never be drawn on that page. The failure is
 * passed on as it was when the address cannot be known (a browser whose message names none).
 */
export async function fetchAgain<Module>(error: unknown, attempt: number): Promise<Module> {
  const address = failedModuleAddress(error);
  if (!address) throw error;
  address.searchParams.set('again', String(attempt));
  const chunk = (await import(/* @vite-ignore */ address.href)) as Record<string, unknown>;
  const module = exportsOf<Module>(chunk);
  if (!module) throw error;
  return module;
}
