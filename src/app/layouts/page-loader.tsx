import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code arrives. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading page" />
    </Center>
  );
}

/**
 * Shown inside the header and footer while the first page's code arrives, so a visitor sees the
 * site at once. As tall as the screen: the footer waits below it instead of showing and then
 * jumping down when the page arrives.
 */
export function PageBodyLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
