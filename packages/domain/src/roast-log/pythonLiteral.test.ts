import { decodePythonEscapes, parsePythonLiteral, PythonLiteralError } from './pythonLiteral';

describe('parsePythonLiteral', () => {
  it('reads dicts, lists, tuples, numbers and the Python constants', () => {
    expect(parsePythonLiteral("{'a': [1, -2.5, 3e2, .5], 'b': (True, False, None), 7: 'x', 'e': {}, 'f': ()}")).toEqual(
      {
        a: [1, -2.5, 300, 0.5],
        b: [true, false, null],
        7: 'x',
        e: {},
        f: [],
      },
    );
  });

  it('accepts trailing commas, comments and double-quoted strings', () => {
    expect(parsePythonLiteral('{"a": [1, 2,], # note\n "b": "q\'s",}')).toEqual({ a: [1, 2], b: "q's" });
  });

  it('joins adjacent string literals and honours raw and unicode prefixes', () => {
    expect(parsePythonLiteral("['ab' 'cd', r'a\\nb', u'\\u00e9']")).toEqual(['abcd', 'a\\nb', 'é']);
  });

  it('decodes escapes inside strings', () => {
    expect(parsePythonLiteral("'line\\nnext \\'q\\' \\\\ \\x41 \\u00e9 \\U0001F600 \\101 \\d'")).toBe(
      "line\nnext 'q' \\ A é 😀 A \\d",
    );
  });

  it.each([
    ["__import__('os').system('rm -rf /')"],
    ["{'a': open('x')}"],
    ['{"a": lambda: 1}'],
    ['[1, 2'],
    ["'unterminated"],
    ['{1: 2, 3}'],
    ['{[1]: 2}'],
    ['1 2'],
    ["'\\x4'"],
  ])('refuses %s instead of evaluating it', (text) => {
    expect(() => parsePythonLiteral(text)).toThrow(PythonLiteralError);
  });

  it('refuses nesting deep enough to exhaust the stack', () => {
    expect(() => parsePythonLiteral('['.repeat(10_000) + ']'.repeat(10_000))).toThrow(/Nesting too deep/);
  });

  it('keeps a __proto__ key as plain data', () => {
    const dict = parsePythonLiteral("{'__proto__': {'polluted': True}}") as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(dict)).toEqual(['__proto__']);
  });
});

describe('decodePythonEscapes', () => {
  it('turns unicode_escape text back into characters', () => {
    expect(decodePythonEscapes('\\ud55c\\uad6d\\nDE =~ 148')).toBe('한국\nDE =~ 148');
  });
});
