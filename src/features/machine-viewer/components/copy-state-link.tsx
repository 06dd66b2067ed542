import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';

/** The address that opens the viewer on this machine, at this state. */
export function stateLink(machine: string, stateId: string): string {
  const query = new URLSearchParams({ machine, state: stateId });
  return `${window.location.origin}/machines?${query.toString()}`;
}

type Outcome = { link: string; copied: boolean } | null;

/** "Copy link to this state": to the clipboard, or shown to copy by hand when it is refused. */
export function CopyStateLink({ machine, stateId }: { machine: string; stateId: string }) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A copied link is for the state it was copied at.
  useEffect(() => setOutcome(null), [machine, stateId]);

  const copy = async () => {
    const link = stateLink(machine, stateId);
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setOutcome({ link, copied: copied === true });
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" size="xs" onClick={() => void copy()}>
        {labels.COPY_LINK}
      </Button>
      <div aria-live="polite">
        {outcome?.copied ? <Text size="sm">{labels.LINK_COPIED}</Text> : null}
        {outcome && !outcome.copied ? (
          <TextInput
            size="xs"
            readOnly
            label={labels.LINK_NOT_COPIED}
            value={outcome.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : null}
      </div>
    </Stack>
  );
}
