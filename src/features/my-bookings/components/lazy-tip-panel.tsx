import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import { tipOfferQuery, type TipBookingRef } from '../tip-queries.ts';
import type * as TipPanelModule from './tip-panel.tsx';

// The tip panel shows on a completed booking only, with Mantine's radios and their input frame
// and its texts (about 6 kB gzip): no other booking page needs them (decision 158). It shows
// nothing until its offer is in, so its code is asked for beside that call and adds no wait.
const panelModule = lateModule<typeof TipPanelModule>(() => import('./tip-panel.tsx'));
const TipPanel = lateComponent(panelModule, (module) => module.TipPanel);

/** A completed booking's tip (tip-panel.tsx): its offer and its code asked for together. */
export function LazyTipPanel({ booking }: { booking: TipBookingRef }) {
  const client = useApiClient();
  panelModule.preload();
  const offer = useQuery(tipOfferQuery(client, booking));
  if (!offer.data || offer.data.eState === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <TipPanel booking={booking} offer={offer.data} />
    </Suspense>
  );
}
