import { Suspense, useEffect, type ComponentProps } from 'react';
import { lateComponent, lateModule } from './late-module.ts';
import type * as AlertModule from './alert.tsx';

// Mantine's Alert brings its CloseButton and Mantine's id hook (about 2 kB gzip). A booking's page
// shows one only after an answer or a press (a time moved, a link stopped, a refusal) or when its
// booking could not be read: its code is not needed before the page's first render (decision
// 166). A part that may show one later starts loading it once it has rendered; a page rendered
// on the server with an alert keeps the server's markup until the code is in, then hydrates it.
const alertModule = lateModule<typeof AlertModule>(() => import('./alert.tsx'));
export const loadAlert = alertModule.load;

const Alert = lateComponent(alertModule, (module) => module.Alert);

/** Starts loading the alert's code, from a part that may show one later. */
export function usePreloadAlert() {
  useEffect(() => {
    alertModule.preload();
  }, []);
}

/**
 * Mantine's Alert, its code loaded after the page's first render. Once the code is in, the alert
 * shows in the same render as what it comes with (a lazy component would wait a turn first).
 */
export function LazyAlert(props: ComponentProps<typeof AlertModule.Alert>) {
  const loaded = alertModule.loaded();
  return (
    <Suspense fallback={null}>
      {loaded ? <loaded.Alert {...props} /> : <Alert {...props} />}
    </Suspense>
  );
}
