// The commit-msg hook (package.json "simple-git-hooks"): refuses a commit whose subject is longer than 72 characters,
// so `git log --oneline`, mail and the hosting sites show it whole; the details go in the body, after a blank line.
// Plain JavaScript, so that git can run it with whatever Node is on the contributor's PATH, compiled by nothing.
// `node scripts/check-commit-message.mjs FILE` (git passes the file holding the message).
import { readFileSync } from 'node:fs';
import process from 'node:process';

const SUBJECT_LIMIT = 72;

/** Commits made to be squashed away (`git commit --fixup`) carry another commit's subject after their prefix. */
const SQUASHED = /^(fixup|squash|amend)! /;

/** The subject: the first line that is neither blank nor one of the comments git adds to the message. */
function subjectOf(message) {
  const line = message.split('\n').find((text) => text.trim() !== '' && !text.startsWith('#'));
  return (line ?? '').trimEnd();
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: node scripts/check-commit-message.mjs <file with the commit message>\n');
  process.exit(2);
}
const subject = subjectOf(readFileSync(file, 'utf8'));
const length = [...subject].length;
if (length > SUBJECT_LIMIT && !SQUASHED.test(subject)) {
  process.stderr.write(
    [
      `The commit's subject is ${length} characters, more than ${SUBJECT_LIMIT}:`,
      `  ${subject}`,
      `  ${' '.repeat(SUBJECT_LIMIT)}^`,
      'Shorten it and put the details in the body, after a blank line.',
      `The message is kept in ${file}: \`git commit -e -F ${file}\` starts again from it.`,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
