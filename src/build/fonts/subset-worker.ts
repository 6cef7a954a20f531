// The Arabic subset, made in a thread of its own (edition-data.ts): the pages need only its file names, known
// before it is made, so the build renders while it is made. The thread also takes its WebAssembly memory with it
// when it ends: made in the build's own thread, the subsetter's ~100 MB stayed allocated to the end of the build.
import { subsetArabicFont } from './arabic-font.js';
import { answerOnce } from '../support/ts-worker.js';

answerOnce(({ characters }: { characters: string }) => subsetArabicFont(characters));
