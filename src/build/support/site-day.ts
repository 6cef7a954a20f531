// The day the site is built as of: today in Dubai, or the day `--as-of DATE` asked for (`npm run build -- --as-of`,
// `npm run validate -- --as-of`), which the commands pass on as SITE_AS_OF so worker threads and the dev server
// read the same day. Read here only: the law's pure functions take the day as an argument.
import { dubaiToday, type IsoDay } from '../../shared/law/register.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function siteDay(): IsoDay {
  const asked = process.env.SITE_AS_OF;
  return asked && DAY.test(asked) ? asked : dubaiToday();
}

/**
 * Takes `--as-of YYYY-MM-DD` out of a command's arguments and sets SITE_AS_OF from it; returns the other arguments,
 * or a message for the person who typed it.
 */
export function takeAsOf(args: string[]): { args: string[]; error?: string } {
  const at = args.indexOf('--as-of');
  if (at < 0) return { args };
  const day = args[at + 1];
  if (!day || !DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    return { args, error: `--as-of needs a date written YYYY-MM-DD, e.g. --as-of 2027-01-01${day ? ` (got \`${day}\`)` : ''}.` };
  process.env.SITE_AS_OF = day;
  return { args: [...args.slice(0, at), ...args.slice(at + 2)] };
}
