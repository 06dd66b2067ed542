import { Suspense, type ComponentProps } from 'react';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import type * as NoticeModule from './unaccepted-booking.tsx';

// The notice of a paid booking nobody has accepted yet (its nearest times' query, the move and its
// confirmation, with the my-bookings texts) shows only in that state, which few bookings reach:
// its code is asked for once the booking's answer says so (decision 166). The server renders the
// notice whole; the browser keeps that markup until the code is in, then hydrates it.
const noticeModule = lateModule<typeof NoticeModule>(() => import('./unaccepted-booking.tsx'));

const UnacceptedBooking = lateComponent(noticeModule, (module) => module.UnacceptedBooking);

/** UnacceptedBooking (unaccepted-booking.tsx), its code loaded when the booking shows it. */
export function LazyUnacceptedBooking(
  props: ComponentProps<typeof NoticeModule.UnacceptedBooking>,
) {
  return (
    <Suspense fallback={null}>
      <UnacceptedBooking {...props} />
    </Suspense>
  );
}
