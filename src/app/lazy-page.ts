import type { ComponentType } from 'react';

/** Spec §8: a page chunk that has not arrived after 120 seconds counts as failed to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

/**
 * A react-router `lazy` loader for a page module: the page's code is fetched only when its route
 * is visited, and a failure or time-out reaches the route's error screen instead of a blank page.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('Page took too long to load')), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}
