import { lazy, Suspense } from 'react';
import type { ModalProps } from '@mantine/core';
import type * as ModalModule from './modal.tsx';
import { useOpenedOnce } from './use-opened-once.ts';

// Mantine's Modal brings ScrollArea, Floating UI (through it), the focus trap, the overlay and
// react-remove-scroll: about 27 kB gzip that no page needs for its first paint (decision 155).
// Its code starts loading once a page that holds a dialog has rendered, and is nearly always there
// before the person opens it; it is rendered only from the first open on (then stays mounted, for
// its closing transition).
let modalModule: Promise<typeof ModalModule> | undefined;
export function loadModal() {
  modalModule ??= import('./modal.tsx');
  return modalModule;
}

const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/** Mantine's Modal, its code loaded after the page's first paint. */
export function LazyModal(props: ModalProps) {
  if (!useOpenedOnce(props.opened, loadModal)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
