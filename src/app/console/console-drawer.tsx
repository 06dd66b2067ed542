import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useTexts } from '../../i18n/texts.ts';
import { adminTexts } from '../../features/console/components/console-home-texts.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';

type Props = { opened: boolean; onClose: () => void; children: ReactNode };

/** The console's navigation below its breakpoint: a modal drawer that keeps focus inside. */
export function AdminDrawer({ opened, onClose, children }: Props) {
  const { adminShellLabels } = useTexts(adminTexts);
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
