import { Suspense, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import { timeRequestQuery } from '../reschedule-ask-queries.ts';
import type * as PanelModule from './reschedule-request-panel.tsx';

// The line about a new time asked of the cleaner shows only when the booking has such a request,
// which is read in the browser after the page's first paint (the server renders without it): its
// code and texts are asked for beside that call and add no wait (decision 164, as the tip panel's).
const panelModule = lateModule<typeof PanelModule>(() => import('./reschedule-request-panel.tsx'));
const RescheduleRequestPanel = lateComponent(
  panelModule,
  (module) => module.RescheduleRequestPanel,
);

type Props = ComponentProps<typeof PanelModule.RescheduleRequestPanel>;

/** The request's line (reschedule-request-panel.tsx), from the first answer that holds one on. */
export function LazyRescheduleRequestPanel(props: Props) {
  const client = useApiClient();
  panelModule.preload();
  const request = useQuery(timeRequestQuery(client, props.booking));
  // Once shown, the panel stays: after the customer's choice it says the server's sentence.
  const [shown, setShown] = useState(false);
  if (request.data && !shown) setShown(true);
  if (!request.data && !shown) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleRequestPanel {...props} />
    </Suspense>
  );
}
