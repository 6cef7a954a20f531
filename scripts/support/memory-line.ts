/** The last line measure-memory.ts writes: the peaks of the process it ran and of that process's whole tree, in MB. */
export const MEMORY_LINE = /^memory peak: (\d+) MB in the process, (\d+) MB with the processes it started$/m;

export function memoryLine(processMb: number, treeMb: number): string {
  return `memory peak: ${processMb} MB in the process, ${treeMb} MB with the processes it started`;
}
