import { lazy, Suspense, type ComponentProps } from 'react';
import { loadModal } from '../../../components/lazy-modal.tsx';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import type * as DialogModule from './reschedule-dialog.tsx';

// The reschedule's dialog (its day chooser, its times, its confirmations and their texts) shows
// only once "Choose another time" is pressed: its code, with the Modal's, is asked for once the
// page has rendered, as the page's other dialogs are (decisions 155, 164).
let dialogModule: Promise<typeof DialogModule> | undefined;
function loadDialog() {
  void loadModal();
  dialogModule ??= import('./reschedule-dialog.tsx');
  return dialogModule;
}

const RescheduleDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.RescheduleDialog })),
);

/** The reschedule's dialog (reschedule-dialog.tsx), rendered from its first open on. */
export function LazyRescheduleDialog(props: ComponentProps<typeof DialogModule.RescheduleDialog>) {
  if (!useOpenedOnce(props.opened, loadDialog)) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleDialog {...props} />
    </Suspense>
  );
}
