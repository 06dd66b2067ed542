import { Suspense } from 'react';
import type { ModalProps } from '@mantine/core';
import type * as ModalModule from './modal.tsx';
import { lateComponent, lateModule } from './late-module.ts';
import { useOpenedOnce } from './use-opened-once.ts';

// Mantine's Modal brings ScrollArea, Floating UI (through it), the focus trap, the overlay and
// react-remove-scroll: about 27 kB gzip that no page needs for its first paint (decision 155).
// Its code starts loading once a page that holds a dialog has rendered, and is nearly always there
// before the person opens it; it is rendered only from the first open on (then stays mounted, for
// its closing transition).
const modalModule = lateModule<typeof ModalModule>(() => import('./modal.tsx'));
export const preloadModal = modalModule.preload;

const Modal = lateComponent(modalModule, (module) => module.Modal);

/** Mantine's Modal, its code loaded after the page's first paint. */
export function LazyModal(props: ModalProps) {
  if (!useOpenedOnce(props.opened, preloadModal)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
