import { Suspense, type ComponentProps } from 'react';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import { preloadModal } from '../../../components/lazy-modal.tsx';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import type * as DialogModule from './reschedule-dialog.tsx';

// The reschedule's dialog (its day chooser, its times, its confirmations and their texts) shows
// only once "Choose another time" is pressed: its code, with the Modal's, is asked for once the
// page has rendered, as the page's other dialogs are (decisions 155, 164).
const dialogModule = lateModule<typeof DialogModule>(() => import('./reschedule-dialog.tsx'));
function preloadDialog() {
  preloadModal();
  dialogModule.preload();
}

const RescheduleDialog = lateComponent(dialogModule, (module) => module.RescheduleDialog);

/** The reschedule's dialog (reschedule-dialog.tsx), rendered from its first open on. */
export function LazyRescheduleDialog(props: ComponentProps<typeof DialogModule.RescheduleDialog>) {
  if (!useOpenedOnce(props.opened, preloadDialog)) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleDialog {...props} />
    </Suspense>
  );
}
