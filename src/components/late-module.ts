/**
 * A module a screen needs only after its first paint (decisions 167 and 168): fetched once,
 * whoever asks first, and kept, so a screen drawn after that draws with it at once.
 */
export type LateModule<Module> = {
  /** Asks for the module: once while it is on its way or in, again after a failure. */
  load: () => Promise<Module>;
  /** The module if it is in, for a first draw that need not wait. */
  loaded: () => Module | undefined;
};

export function lateModule<Module>(fetchModule: () => Promise<Module>): LateModule<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load() {
      loading ??= fetchModule().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
