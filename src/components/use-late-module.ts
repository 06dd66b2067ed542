import { useEffect, useState } from 'react';
import type { LateModule } from './late-module.ts';

export type LateModuleState<Module> =
  | { module: Module; pending: false; failure: undefined }
  | { module: undefined; pending: boolean; failure: { error: unknown } | undefined };

/**
 * The module for a component, asked for as it first shows when `needed` (and at once, from then
 * on). `pending` while needed and on its way, so the screen keeps its skeleton rather than
 * shifting when the module arrives; `failure` (with the fetch's error) when it could not be fetched.
 */
export function useLateModule<Module>(
  late: LateModule<Module>,
  needed = true,
): LateModuleState<Module> {
  const [module, setModule] = useState(late.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!needed || module !== undefined) return;
    let live = true;
    late.load().then(
      (arrived) => live && setModule(() => arrived),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [late, needed, module]);
  if (module !== undefined) return { module, pending: false, failure: undefined };
  return { module: undefined, pending: needed && !failure, failure };
}
