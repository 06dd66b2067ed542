import type { ReactNode } from 'react';
import classes from './side-nav-layout.module.css';
import { ZERO_RIGHT_CLASS } from './scroll-bar-class.ts';

type Props = {
  /** The header's content, in a 64 px bar fixed at the top. */
  header: ReactNode;
  /** The side navigation's links, shown from Mantine's `sm` breakpoint up. */
  nav: ReactNode;
  /** The navigation landmark's name. */
  navLabel: string;
  /** The side navigation's width in px: the dashboard's 240, the console's 220. */
  navWidth: keyof typeof navWidthClasses;
  /** What shows below the navigation (a drawer behind the header's burger), beside `<main>`. */
  drawer?: ReactNode;
  children: ReactNode;
};

const navWidthClasses = { 240: classes.nav240, 220: classes.nav220 };

/**
 * The signed-in layouts' frame (decision 161): a fixed header, a fixed side navigation from `sm`
 * up and the page's `<main>` beside and below them, as Mantine's AppShell laid them out, without
 * its code for resizing, asides, footers and breakpoint variables. The server's static shell
 * (server/http/personal-page-shells.ts) draws the same boxes.
 */
export function SideNavLayout({ header, nav, navLabel, navWidth, drawer, children }: Props) {
  return (
    <div className={`${classes.root} ${navWidthClasses[navWidth]}`}>
      <header className={`${classes.header} ${ZERO_RIGHT_CLASS}`}>{header}</header>
      <nav className={classes.navbar} aria-label={navLabel}>
        {nav}
      </nav>
      {drawer}
      <main className={classes.main}>{children}</main>
    </div>
  );
}
