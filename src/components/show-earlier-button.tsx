import { Button, Center } from '@mantine/core';

/**
 * Loads the next page of past jobs or bookings (decision 054): lists begin with what is ahead
 * and the newest past items, and go further back only when the person asks.
 */
export function ShowEarlierButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Center>
      {/* A long label (« Afficher les réservations précédentes ») wraps at a phone's width
          rather than overflowing. */}
      <Button
        variant="light"
        size="md"
        loading={loading}
        onClick={onClick}
        h="auto"
        mih={42}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {label}
      </Button>
    </Center>
  );
}
