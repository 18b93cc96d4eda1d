import { createInterface } from 'node:readline/promises';

/** Asks one question on the terminal; with `hidden`, what is typed is not echoed (a password). */
export async function ask(question: string, hidden = false): Promise<string> {
  const { stdin, stdout } = process;
  if (!hidden) {
    const lines = createInterface({ input: stdin, output: stdout });
    try {
      return await lines.question(question);
    } finally {
      lines.close();
    }
  }
  // Echo off before the question shows: an answer typed the moment it appears must not be echoed either.
  stdin.setRawMode(true);
  stdout.write(question);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            stdout.write('\n');
            return resolve(typed);
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            return reject(new Error('cancelled'));
          }
          typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

/** Everything piped into stdin, as lines (a script's answers, one per line). */
export async function pipedLines(): Promise<string[]> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/);
}
