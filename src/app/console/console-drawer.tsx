import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { adminShellLabels } from '#shared/catalogue/en-CA/admin.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';

type Props = { opened: boolean; onClose: () => void; children: ReactNode };

/** The console's navigation below its breakpoint: a modal drawer that keeps focus inside. */
export function AdminDrawer({ opened, onClose, children }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="sm"
      size={280}
      title={<BrandLogo size={28} />}
      closeButtonProps={{ 'aria-label': adminShellLabels.CLOSE_NAVIGATION }}
    >
      <nav aria-label={adminShellLabels.NAV_LANDMARK}>{children}</nav>
    </Drawer>
  );
}
