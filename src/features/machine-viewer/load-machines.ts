/**
 * The machines the viewer offers, found like the docs generator finds them: every
 * machines/*.machine.ts, with the model its tests drive it by when one exists. Vite bundles
 * them into the viewer's own chunk, so no other page carries them.
 */
import type { AnyStateMachine } from 'xstate';
import { readMachineGraph, type MachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { machineOf, modelOf } from '#shared/machine-paths/machine-modules.ts';
import type { MachineModel } from '#shared/machine-paths/machine-paths.ts';

const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', {
  eager: true,
});
const modelModules = import.meta.glob<Record<string, unknown>>(
  '../../../shared/machine-models/*.model.ts',
  { eager: true },
);

export type ViewerMachine = {
  /** The file's name without `.machine.ts`, e.g. `same-day-booking`. */
  name: string;
  file: string;
  machine: AnyStateMachine;
  model: MachineModel | null;
  graph: MachineGraph;
};

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function loadViewerMachines(): ViewerMachine[] {
  const models = new Map(
    Object.entries(modelModules).map(([path, module]) => [fileName(path), module]),
  );
  return Object.entries(machineModules)
    .map(([path, module]) => {
      const file = fileName(path);
      const name = file.slice(0, -'.machine.ts'.length);
      const machine = machineOf(module, file);
      const modelFile = `${name}.model.ts`;
      return {
        name,
        file: `machines/${file}`,
        machine,
        model: modelOf(models.get(modelFile), machine, modelFile),
        graph: readMachineGraph(machine),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
