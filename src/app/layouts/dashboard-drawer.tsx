import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { useTexts } from '../../i18n/texts.ts';

type Props = { opened: boolean; onClose: () => void; children: ReactNode };

/**
 * The dashboard's navigation below its breakpoint: a modal drawer (focus kept inside, Escape
 * closes it), not a collapsible navbar, which traps nothing.
 */
export function DashboardDrawer({ opened, onClose, children }: Props) {
  const { dashboardShellTexts: texts } = useTexts(accountTexts);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="sm"
      size={280}
      title={<BrandLogo size={28} />}
      closeButtonProps={{ 'aria-label': texts.CLOSE_NAVIGATION }}
    >
      <nav aria-label={texts.NAVIGATION}>{children}</nav>
    </Drawer>
  );
}
