/**
 * Reading machine and model modules, wherever they were loaded (Node's file system for the
 * scripts and tests, Vite's import.meta.glob for the viewer at /machines).
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './machine-paths.ts';

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'getInitialSnapshot' in value &&
    'transition' in value &&
    'implementations' in value
  );
}

/** The one machine a module exports; a file with none or several breaks the one-per-file rule. */
export function machineOf(module: Record<string, unknown>, file: string): AnyStateMachine {
  const machines = Object.values(module).filter(isStateMachine);
  const [machine] = machines;
  if (machines.length !== 1 || !machine) {
    throw new Error(`${file} must export exactly one machine; it exports ${machines.length}.`);
  }
  return machine;
}

/** The `model` a model module exports, checked to drive the machine it is named after. */
export function modelOf(
  module: Record<string, unknown> | undefined,
  machine: AnyStateMachine,
  file: string,
): MachineModel | null {
  if (!module) return null;
  const model = module.model as MachineModel | undefined;
  if (!model || !isStateMachine(model.machine)) throw new Error(`${file} must export a model.`);
  if (model.machine.id !== machine.id) {
    throw new Error(`${file} drives ${model.machine.id}, not ${machine.id}.`);
  }
  return model;
}
