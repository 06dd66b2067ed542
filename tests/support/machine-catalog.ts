/**
 * Every machine of `machines/`, found by file name (`<name>.machine.ts`), with the model the
 * tests drive it by (`shared/machine-models/<name>.model.ts`) and the paths that model
 * generates. Node only (it reads the folders); the viewer finds the same files through Vite.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineOf, modelOf } from '#shared/machine-paths/machine-modules.ts';
import {
  modelPaths,
  type MachineModel,
  type MachinePath,
} from '#shared/machine-paths/machine-paths.ts';

// From the repository root (where npm, Vitest and the scripts run): in jsdom, import.meta.url is
// not a file URL.
export const machinesDir = path.resolve('machines');
export const modelsDir = path.resolve('shared/machine-models');

export type CatalogEntry = {
  /** The file's name without `.machine.ts`: `same-day-booking`. */
  name: string;
  file: string;
  machine: AnyStateMachine;
  /** Null when no model file exists yet: the machine then counts as untested. */
  model: MachineModel | null;
};

export type CatalogPaths = CatalogEntry & { paths: MachinePath[] };

async function filesIn(dir: string, suffix: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith(suffix)).sort();
}

export type MachineFile = Pick<CatalogEntry, 'name' | 'file' | 'machine'>;

/** Every machine file, in file-name order. */
export async function loadMachines(): Promise<MachineFile[]> {
  const machines: MachineFile[] = [];
  for (const file of await filesIn(machinesDir, '.machine.ts')) {
    const module = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<
      string,
      unknown
    >;
    machines.push({
      name: file.slice(0, -'.machine.ts'.length),
      file: `machines/${file}`,
      machine: machineOf(module, file),
    });
  }
  return machines;
}

/** Every machine file with its model, in file-name order. */
export async function loadMachineCatalog(): Promise<CatalogEntry[]> {
  const modelFiles = new Set(await filesIn(modelsDir, '.model.ts'));
  const entries: CatalogEntry[] = [];
  for (const { name, file, machine } of await loadMachines()) {
    const modelFile = `${name}.model.ts`;
    const modelModule = modelFiles.has(modelFile)
      ? ((await import(pathToFileURL(path.join(modelsDir, modelFile)).href)) as Record<
          string,
          unknown
        >)
      : undefined;
    entries.push({ name, file, machine, model: modelOf(modelModule, machine, modelFile) });
  }
  return entries;
}

/**
 * Per machine, the paths the model-based tests take, each step with its event (payload
 * included) and the snapshot it leads to. A machine without a model has no paths.
 */
export async function loadMachinePaths(): Promise<CatalogPaths[]> {
  const catalog = await loadMachineCatalog();
  return catalog.map((entry) => ({ ...entry, paths: entry.model ? modelPaths(entry.model) : [] }));
}
