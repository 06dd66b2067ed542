import { Container } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n/texts.ts';
import { machineViewerTexts } from './machine-viewer-texts.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { MachineViewer } from './components/machine-viewer.tsx';

/**
 * /machines: the index of every machine; ?machine=name opens one, and &state=id a state of it
 * (the address "Copy link to this state" gives). Decisions 016 and 046.
 */
export function MachineViewerPage() {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  usePageTitle(labels.TITLE);
  const [params, setParams] = useSearchParams();
  const machine = params.get('machine') ?? undefined;
  // The address follows the state, so the back button and a copied address agree with the screen.
  const onStateChange = useCallback(
    (state: string) => {
      if (machine) setParams({ machine, state }, { replace: true });
    },
    [machine, setParams],
  );
  return (
    <Container fluid py="md">
      <MachineViewer
        machine={machine}
        state={params.get('state') ?? undefined}
        onMachineChange={(name) => setParams({ machine: name })}
        onStateChange={onStateChange}
      />
    </Container>
  );
}
