import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code arrives, or while a guard asks the server (`label`). */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
