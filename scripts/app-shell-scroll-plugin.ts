import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const classesModule = fileURLToPath(
  new URL('../src/app/shell/app-shell-scroll-classes.ts', import.meta.url),
);

/** Mantine's AppShell parts (Header, Footer, Navbar, Aside, Main), whichever build of them. */
const appShellPart = /@mantine[\\/]core[\\/].*[\\/]components[\\/]AppShell[\\/]/;

/**
 * Decision 156: Mantine's AppShell imports react-remove-scroll only for its class names, and the
 * dashboard and console layouts, which every signed-in page loads before it renders, would carry
 * the package for them. AppShell's own import of it resolves to the names alone
 * (src/app/shell/app-shell-scroll-classes.ts); every other importer (Modal, Drawer, Popover)
 * gets the package, which still adds those classes' rules when a dialog locks the page.
 */
export function appShellScrollPlugin(): Plugin {
  return {
    name: 'mapleshine:app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer) return null;
      return appShellPart.test(importer) ? classesModule : null;
    },
  };
}
