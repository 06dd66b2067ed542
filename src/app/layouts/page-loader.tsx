import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code arrives. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}
