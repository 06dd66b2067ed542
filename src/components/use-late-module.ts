import { startTransition, useEffect, useState } from 'react';
import type { LateModule } from './late-module.ts';

export type LateModuleState<Module> =
  | { module: Module; pending: false; failure: undefined }
  | { module: undefined; pending: boolean; failure: { error: unknown } | undefined };

/**
 * The module for a component, asked for as it first shows when `needed` (and at once, from then
 * on). `pending` while needed and on its way, so the screen keeps its skeleton rather than
 * shifting when the module arrives; `failure` (with the fetch's error) when it could not be fetched.
 * The module is read from `late` on every draw, so a component handed another one (the parts in
 * another language) asks for that one rather than keeping the first.
 */
export function useLateModule<Module>(
  late: LateModule<Module>,
  needed = true,
): LateModuleState<Module> {
  // Only what the fetch of this `late` ended in; the module itself is `late`'s to keep.
  const [settled, setSettled] = useState<{ late: LateModule<Module>; error?: unknown }>();
  useEffect(() => {
    if (!needed || late.loaded() !== undefined) return;
    let live = true;
    // In a transition: what the module draws is often a whole list, and React slices only a
    // transition's render; outside one it was one task of 30-50 ms on /jobs (issue 46).
    const settle = (ended: { late: LateModule<Module>; error?: unknown }) => {
      if (live) startTransition(() => setSettled(ended));
    };
    late.load().then(
      () => settle({ late }),
      (error: unknown) => settle({ late, error }),
    );
    return () => {
      live = false;
    };
  }, [late, needed]);
  const module = late.loaded();
  if (module !== undefined) return { module, pending: false, failure: undefined };
  const failure =
    settled?.late === late && 'error' in settled ? { error: settled.error } : undefined;
  return { module: undefined, pending: needed && !failure, failure };
}
