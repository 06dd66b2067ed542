import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageLoader } from '../layouts/page-loader.tsx';
import { isDemoHost } from './hosts.ts';

/** Session-storage flag: this tab has passed the demo gate. */
export const DEMO_ACCESS_KEY = 'demoAccess';

// Only the demo host ever needs the form, so other hosts never download it.
const DemoPasswordForm = lazy(() =>
  import('./demo-password-form.tsx').then((module) => ({ default: module.DemoPasswordForm })),
);

function hasAccess(): boolean {
  return !isDemoHost() || sessionStorage.getItem(DEMO_ACCESS_KEY) === 'granted';
}

/**
 * Spec §2: on the demo host (VITE_DEMO_HOST) a password is asked before the app shows. As the spec
 * says, the check happens in the browser against VITE_DEMO_PASSWORD, which is therefore part of
 * the built app: it keeps casual visitors and crawlers out of a demo, it is not access control.
 */
export function DemoGate({ children }: { children: ReactNode }) {
  const [unlocked, setUnlocked] = useState(hasAccess);
  if (unlocked) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <DemoPasswordForm
        onPassed={() => {
          sessionStorage.setItem(DEMO_ACCESS_KEY, 'granted');
          setUnlocked(true);
        }}
      />
    </Suspense>
  );
}
