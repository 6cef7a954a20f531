// The people who may sign in to the editor on the server (/edit): `npm run editors -- add|list|remove|reset-password`.
import { addEditor, findEditor, isRole, listEditors, nameProblem, removeEditor, ROLES, setPassword } from '../server/db/editors.js';
import { parseCommandArgs, printable, runCli, UsageError, withDatabase } from '../server/db/cli.js';
import { hashPassword, passwordProblem } from '../server/editors/passwords.js';
import { askPassword } from './support/ask-password.js';

const USAGE = `Usage:
  npm run editors -- add NAME --role ROLE    add a person who may sign in at /edit
                                             ROLE is editor (edits and saves pages), publisher (also
                                             publishes, manages job openings, reads enquiries and the
                                             activity log), admin (also changes where enquiries go and
                                             which analytics run) or staff (reads enquiries only)
  npm run editors -- list                    everyone who may sign in, with their role
  npm run editors -- remove NAME             take someone's access away (signs them out at once)
  npm run editors -- reset-password NAME     give someone a new password (also signs them out
                                             everywhere)
The password is read from EDITOR_PASSWORD when it is set, else asked for here without showing it.
Names with spaces go in quotes: npm run editors -- add "Mona Saeed" --role editor
The database is DATABASE_PATH, or data/site.db.`;

function oneName(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('give one name (in quotes if it has spaces)');
  return positionals[0].trim();
}

/** The new password: EDITOR_PASSWORD, or typed twice on the terminal. Never printed. */
async function newPassword(): Promise<string> {
  const fromEnv = process.env.EDITOR_PASSWORD;
  const password = fromEnv ?? (await askPassword('New password: '));
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${problem} Nothing was changed.`);
  if (fromEnv === undefined && (await askPassword('The same password again: ')) !== password) throw new Error('the two passwords differ; nothing was changed.');
  return password;
}

async function add(args: string[]) {
  const { values, positionals } = parseCommandArgs(args, { role: { type: 'string' } });
  const name = oneName(positionals);
  const problem = nameProblem(name);
  if (problem) throw new UsageError(problem);
  if (!isRole(values.role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  if (withDatabase((db) => findEditor(db, name))) throw new Error(`${printable(name, 60)} can already sign in; use reset-password to change their password.`);
  const passwordHash = await hashPassword(await newPassword());
  if (!withDatabase((db) => addEditor(db, { name, role: values.role as (typeof ROLES)[number], passwordHash }))) {
    throw new Error(`${printable(name, 60)} was added by someone else meanwhile; nothing was changed.`);
  }
  console.log(`${name} can now sign in at /edit as ${values.role}.`);
}

function list(args: string[]) {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const editors = withDatabase(listEditors);
  if (editors.length === 0) console.log('Nobody can sign in at /edit yet. Add someone: npm run editors -- add NAME --role publisher');
  for (const editor of editors) {
    console.log(`${printable(editor.name, 60).padEnd(24)} ${editor.role.padEnd(10)} added ${editor.createdAt.slice(0, 10)}`);
  }
}

function remove(args: string[]) {
  const name = oneName(parseCommandArgs(args, {}).positionals);
  if (!withDatabase((db) => removeEditor(db, name))) throw new Error(`nobody called ${printable(name, 60)} can sign in; nothing was changed.`);
  console.log(`${name} can no longer sign in (any open session has ended).`);
}

async function resetPassword(args: string[]) {
  const name = oneName(parseCommandArgs(args, {}).positionals);
  if (!withDatabase((db) => findEditor(db, name))) throw new Error(`nobody called ${printable(name, 60)} can sign in; nothing was changed.`);
  const passwordHash = await hashPassword(await newPassword());
  if (!withDatabase((db) => setPassword(db, name, passwordHash))) throw new Error(`${printable(name, 60)} was removed meanwhile; nothing was changed.`);
  console.log(`${name} has a new password; the account is unlocked and their open sessions have ended.`);
}

await runCli(USAGE, async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') return console.log(USAGE);
  if (command === 'add') return add(rest);
  if (command === 'list') return list(rest);
  if (command === 'remove') return remove(rest);
  if (command === 'reset-password') return resetPassword(rest);
  throw new UsageError(command ? `unknown command "${command}"` : '');
});
