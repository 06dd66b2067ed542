import { lazy, type ComponentType } from 'react';

/**
 * A module a screen needs only after its first paint (decisions 167 and 168): fetched once,
 * whoever asks first, and kept, so a screen drawn after that draws with it at once.
 */
export type LateModule<Module> = {
  /** Asks for the module: once while it is on its way or in, again after a failure. */
  load: () => Promise<Module>;
  /**
   * Asks for the module ahead of need. A failure is no error yet: the part that needs the module
   * asks again when it is drawn.
   */
  preload: () => void;
  /** The module if it is in, for a first draw that need not wait. */
  loaded: () => Module | undefined;
};

export function lateModule<Module>(fetchModule: () => Promise<Module>): LateModule<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  let failures = 0;
  const load = () => {
    loading ??= fetchModule()
      // Asked again after a failure: under an address of its own (fetch-module-again.ts, only
      // loaded then), for browsers that keep a failed module fetch.
      .catch((error: unknown) =>
        failures > 0
          ? import('./fetch-module-again.ts').then(
              ({ fetchAgain }) => fetchAgain<Module>(error, failures),
              () => Promise.reject(error),
            )
          : Promise.reject(error),
      )
      .then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          failures += 1;
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => module,
  };
}

/**
 * One component of a late module, drawn as React.lazy draws (suspending until the module is in).
 * It asks the late module when first drawn, so a fetch that failed earlier (a preload on a patchy
 * connection) is asked again rather than failing the part.
 */
export function lateComponent<Module, Props extends object>(
  late: LateModule<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() => late.load().then((module) => ({ default: pick(module) })));
}
