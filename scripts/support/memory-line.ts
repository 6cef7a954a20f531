/** What measure-memory.ts writes last: the peaks of the process it ran and of that process's whole tree, in MB. */
export const MEMORY_LINE = /^memory peak: (\d+) MB in the process, (\d+) MB with the processes it started$/m;
/** …and before it, the seconds from that process's start to its end (the wrapper's own start left out). */
export const ELAPSED_LINE = /^ran ([\d.]+) s$/m;

export const memoryLine = (processMb: number, treeMb: number) => `memory peak: ${processMb} MB in the process, ${treeMb} MB with the processes it started`;
export const elapsedLine = (seconds: number) => `ran ${seconds.toFixed(3)} s`;
