// Manages the job openings the Careers page lists: `npm run careers -- add|list|close`.
import { addCareer, closeCareer, listCareers } from '../server/db/careers.js';
import { parseCommandArgs, printable, runCli, UsageError, withDatabase } from '../server/db/cli.js';

const USAGE = `Usage:
  npm run careers -- add --title "Audit Senior" [--location "Dubai"] [--type "Full-time"]
                         [--experience "3+ years"] [--description "..."]    prints the new id
                         [--ar-title "مدقق حسابات أول"] [--ar-location "دبي"] [--ar-type "دوام كامل"]
                         [--ar-experience "..."] [--ar-description "..."]
                         the words in Arabic, each optional: the Arabic pages show the English where one is missing
  npm run careers -- list [--all]     open positions, newest first (--all: closed ones too)
  npm run careers -- close ID         takes a position off the Careers page
The database is DATABASE_PATH, or data/site.db.`;

function optional(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

function add(args: string[]) {
  const text = { type: 'string' } as const;
  const { values, positionals } = parseCommandArgs(args, {
    title: text,
    location: text,
    type: text,
    experience: text,
    description: text,
    'ar-title': text,
    'ar-location': text,
    'ar-type': text,
    'ar-experience': text,
    'ar-description': text,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const jobTitle = values.title?.trim();
  if (!jobTitle) throw new UsageError('--title is required');
  const ar = {
    jobTitle: optional(values['ar-title']),
    location: optional(values['ar-location']),
    employmentType: optional(values['ar-type']),
    experience: optional(values['ar-experience']),
    description: optional(values['ar-description']),
  };
  const id = withDatabase((db) =>
    addCareer(db, {
      jobTitle,
      location: optional(values.location),
      employmentType: optional(values.type),
      experience: optional(values.experience),
      description: optional(values.description),
      ar,
    }),
  );
  console.log(id);
}

function list(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, { all: { type: 'boolean' } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const careers = withDatabase((db) => listCareers(db, { includeClosed: values.all }));
  if (careers.length === 0) console.log(values.all ? 'No positions.' : 'No open positions.');
  for (const c of careers) {
    const details = [c.location, c.employmentType, c.experience].filter(Boolean).map((d) => printable(d, 60));
    const status = values.all ? `${c.status.padEnd(6)}  ` : '';
    const arabic = c.ar.jobTitle ? `  / ${printable(c.ar.jobTitle, 120)}` : '';
    console.log(`${c.id}  ${status}${printable(c.jobTitle, 120)}${arabic}${details.length ? `  (${details.join(', ')})` : ''}`);
  }
}

function close(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length !== 1) throw new UsageError('close needs exactly one ID');
  const [id] = positionals;
  if (!withDatabase((db) => closeCareer(db, id))) throw new Error(`no open position has the id ${printable(id, 100)}`);
  console.log(`Closed ${id}`);
}

await runCli(USAGE, () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') return console.log(USAGE);
  if (command === 'add') return add(rest);
  if (command === 'list') return list(rest);
  if (command === 'close') return close(rest);
  throw new UsageError(command ? `unknown command "${command}"` : '');
});
