import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title.ts';
import { MachineViewer } from './components/machine-viewer.tsx';

/** /machines: the machine viewer for product owners and developers (decision 016). */
export function MachineViewerPage() {
  usePageTitle('Machines');
  const [params, setParams] = useSearchParams();
  return (
    <Container fluid py="xl">
      <MachineViewer
        initialMachine={params.get('machine') ?? undefined}
        onMachineChange={(name) => setParams({ machine: name }, { replace: true })}
      />
    </Container>
  );
}
