/** The time source of every rule that depends on "now", so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
