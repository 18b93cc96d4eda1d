/**
 * A safe reader for the Python literal subset Artisan writes with `repr()` (the `ast.literal_eval` subset):
 * dicts, lists, tuples (read as arrays), sets (read as arrays), strings with Python escapes, ints, floats,
 * True/False/None. Nothing is ever evaluated; anything else is a `PythonLiteralError`.
 */
export type PyValue = string | number | boolean | null | PyValue[] | PyDict;
export interface PyDict {
  [key: string]: PyValue;
}

export class PythonLiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
    this.name = 'PythonLiteralError';
  }
}

const MAX_DEPTH = 64;

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

const HEX_ESCAPE_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/**
 * Decodes Python backslash escapes (the rules of a non-raw string literal, which are also those of the
 * `unicode_escape` codec). Unknown escapes keep their backslash, as Python does.
 */
export function decodePythonEscapes(raw: string, offset = 0): string {
  if (!raw.includes('\\')) return raw;
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const ch = raw[i]!;
    if (ch !== '\\' || i + 1 >= raw.length) {
      out += ch;
      i += 1;
      continue;
    }
    const next = raw[i + 1]!;
    const simple = SIMPLE_ESCAPES[next];
    const hexLength = HEX_ESCAPE_LENGTH[next];
    if (simple !== undefined) {
      out += simple;
      i += 2;
    } else if (next === '\n') {
      i += 2;
    } else if (hexLength !== undefined) {
      const hex = raw.slice(i + 2, i + 2 + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex)) {
        throw new PythonLiteralError(`Truncated \\${next} escape`, offset + i);
      }
      const codePoint = Number.parseInt(hex, 16);
      if (codePoint > 0x10ffff) throw new PythonLiteralError('Escape out of the Unicode range', offset + i);
      out += String.fromCodePoint(codePoint);
      i += 2 + hexLength;
    } else if (next >= '0' && next <= '7') {
      const octal = /^[0-7]{1,3}/.exec(raw.slice(i + 1))![0];
      out += String.fromCodePoint(Number.parseInt(octal, 8));
      i += 1 + octal.length;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

const NUMBER = /[+-]?(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?/y;
const KEYWORDS: Readonly<Record<string, PyValue>> = { True: true, False: false, None: null };

class Reader {
  private pos = 0;

  constructor(private readonly text: string) {}

  readDocument(): PyValue {
    const value = this.readValue(0);
    this.skipSpace();
    if (this.pos < this.text.length) this.fail('Unexpected text after the value');
    return value;
  }

  private fail(message: string): never {
    throw new PythonLiteralError(message, this.pos);
  }

  private skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const ch = text[this.pos]!;
      if (ch === '#') {
        const end = text.indexOf('\n', this.pos);
        this.pos = end < 0 ? text.length : end;
      } else if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v') {
        this.pos += 1;
      } else if (ch === '\\' && text[this.pos + 1] === '\n') {
        this.pos += 2;
      } else {
        return;
      }
    }
  }

  private readValue(depth: number): PyValue {
    if (depth > MAX_DEPTH) this.fail('Nesting too deep');
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === undefined) this.fail('Unexpected end of input');
    if (ch === '{') return this.readBraces(depth);
    if (ch === '[') return this.readSequence(']', depth);
    if (ch === '(') return this.readSequence(')', depth);
    if (ch === "'" || ch === '"' || /[uUrR]/.test(ch)) {
      const str = this.tryReadStrings();
      if (str !== undefined) return str;
    }
    return this.readAtom();
  }

  /** One string literal, or several adjacent ones joined as Python does. */
  private tryReadStrings(): string | undefined {
    let result: string | undefined;
    for (;;) {
      const start = this.pos;
      const part = this.tryReadString();
      if (part === undefined) {
        this.pos = start;
        return result;
      }
      result = (result ?? '') + part;
      this.skipSpace();
    }
  }

  private tryReadString(): string | undefined {
    const { text } = this;
    const prefix = /^(?:[uU]|[rR])?(?=['"])/.exec(text.slice(this.pos, this.pos + 2));
    if (!prefix) return undefined;
    const raw = prefix[0].toLowerCase() === 'r';
    this.pos += prefix[0].length;
    const quote = text[this.pos]!;
    const triple = text.startsWith(quote.repeat(3), this.pos);
    const delimiter = triple ? quote.repeat(3) : quote;
    const bodyStart = this.pos + delimiter.length;
    let i = bodyStart;
    for (;;) {
      const ch = text[i];
      if (ch === undefined) {
        this.pos = i;
        this.fail('Unterminated string');
      }
      if (ch === '\\') {
        i += 2;
      } else if (ch === '\n' && !triple) {
        this.pos = i;
        this.fail('Line break in a string');
      } else if (text.startsWith(delimiter, i)) {
        break;
      } else {
        i += 1;
      }
    }
    const body = text.slice(bodyStart, i);
    this.pos = i + delimiter.length;
    return raw ? body : decodePythonEscapes(body, bodyStart);
  }

  private readAtom(): PyValue {
    const word = /^[A-Za-z_]\w*/.exec(this.text.slice(this.pos, this.pos + 16));
    if (word) {
      const value = KEYWORDS[word[0]];
      if (value === undefined) this.fail(`Name '${word[0]}' is not a literal`);
      this.pos += word[0].length;
      return value;
    }
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match || /[\w.(]/.test(this.text[this.pos + match[0].length] ?? '')) {
      this.fail('Expected a value');
    }
    this.pos += match[0].length;
    return Number(match[0].replaceAll('_', ''));
  }

  /** Lists and tuples; the caller has checked the opening bracket. */
  private readSequence(close: ']' | ')', depth: number): PyValue[] {
    this.pos += 1;
    const items: PyValue[] = [];
    this.readItems(close, () => items.push(this.readValue(depth + 1)));
    return items;
  }

  /** Dicts, and sets (read as arrays). */
  private readBraces(depth: number): PyDict | PyValue[] {
    this.pos += 1;
    const dict: PyDict = Object.create(null) as PyDict;
    const set: PyValue[] = [];
    let kind: 'dict' | 'set' | undefined;
    this.readItems('}', () => {
      const key = this.readValue(depth + 1);
      this.skipSpace();
      const isPair = this.text[this.pos] === ':';
      if (kind !== undefined && (kind === 'dict') !== isPair) this.fail('Mixed dict and set items');
      kind = isPair ? 'dict' : 'set';
      if (!isPair) {
        set.push(key);
        return;
      }
      this.pos += 1;
      if (typeof key === 'object' && key !== null) this.fail('Unhashable dict key');
      dict[String(key)] = this.readValue(depth + 1);
    });
    return kind === 'set' ? set : dict;
  }

  private readItems(close: string, readItem: () => void): void {
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === close) {
        this.pos += 1;
        return;
      }
      readItem();
      this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === ',') {
        this.pos += 1;
      } else if (ch === close) {
        this.pos += 1;
        return;
      } else {
        this.fail(`Expected ',' or '${close}'`);
      }
    }
  }
}

/** Reads one Python literal; throws `PythonLiteralError` on anything outside the literal subset. */
export function parsePythonLiteral(text: string): PyValue {
  return new Reader(text).readDocument();
}
