import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type * as AlertModule from './alert.tsx';

// Mantine's Alert brings its CloseButton and Mantine's id hook (about 2 kB gzip). A booking's page
// shows one only after an answer or a press (a time moved, a link stopped, a refusal) or when its
// booking could not be read: its code is not needed before the page's first render (decision
// 166). A part that may show one later starts loading it once it has rendered; a page rendered
// on the server with an alert keeps the server's markup until the code is in, then hydrates it.
let alertModule: Promise<typeof AlertModule> | undefined;
let loaded: typeof AlertModule | undefined;
export function loadAlert() {
  alertModule ??= import('./alert.tsx').then((module) => (loaded = module));
  return alertModule;
}

const Alert = lazy(() => loadAlert().then((module) => ({ default: module.Alert })));

/** Starts loading the alert's code, from a part that may show one later. */
export function usePreloadAlert() {
  useEffect(() => {
    void loadAlert();
  }, []);
}

/**
 * Mantine's Alert, its code loaded after the page's first render. Once the code is in, the alert
 * shows in the same render as what it comes with (a lazy component would wait a turn first).
 */
export function LazyAlert(props: ComponentProps<typeof AlertModule.Alert>) {
  return (
    <Suspense fallback={null}>
      {loaded ? <loaded.Alert {...props} /> : <Alert {...props} />}
    </Suspense>
  );
}
