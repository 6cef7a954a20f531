/** Asks for a password on the terminal without showing what is typed (Enter ends it, Ctrl+C stops). */
export function askPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return Promise.reject(new Error('no terminal to ask for the password in: set EDITOR_PASSWORD instead.'));
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new Error('stopped; nothing was changed.'));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else if (character >= ' ') typed += character;
      }
    };
    stdin.on('data', onData);
  });
}
