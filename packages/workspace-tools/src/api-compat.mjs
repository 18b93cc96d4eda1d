// How one export's description (as api-report.mjs writes it: `value T`, `type T`, `interface { … }`, `class { … }`)
// changed between two reports, in semver's words: 'patch' (the same contract written otherwise, e.g. a union's
// members in another order), 'minor' (the contract grew: a union took members, a tuple or list of constants took
// elements at its end, an object a remote reads took members, a function took optional parameters, an interface an
// optional member) or 'major' (anything a remote built for the old one may rely on is gone or narrowed). A remote
// built for the old minor runs on the new one; one built for the new minor needs it (packages/build-config's
// `requiredVersion: ^major.minor`). Text the reader does not follow is a major when it differs: never too small.

const OPEN = { '(': ')', '[': ']', '{': '}', '<': '>' };
const CLOSE = new Set(Object.values(OPEN));

/** The index past the string literal (", ' or `) that starts at `i`. */
function skipString(text, i) {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/**
 * `text` cut at each top-level occurrence of `separator` (outside brackets and strings), each part trimmed. `=>` is
 * an arrow, never a closing angle bracket.
 */
export function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length;) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      i = skipString(text, i);
      continue;
    }
    if (char === '=' && text[i + 1] === '>') {
      i += 2;
      continue;
    }
    if (char in OPEN) depth += 1;
    else if (CLOSE.has(char)) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i).trim());
      i += separator.length;
      start = i;
      continue;
    }
    i += 1;
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part, index) => part !== '' || index > 0);
}

/** The index of the bracket closing the one at `open`, or -1. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length;) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      i = skipString(text, i);
      continue;
    }
    if (char === '=' && text[i + 1] === '>') {
      i += 2;
      continue;
    }
    if (char in OPEN) depth += 1;
    else if (CLOSE.has(char) && --depth === 0) return i;
    i += 1;
  }
  return -1;
}

/** `(a) => b` as its parameters and result, a generic one's type parameters kept whole; null for anything else. */
function functionParts(text) {
  let rest = text;
  let generics = '';
  if (rest.startsWith('<')) {
    const end = closing(rest, 0);
    if (end < 0) return null;
    generics = rest.slice(0, end + 1);
    rest = rest.slice(end + 1);
  }
  if (!rest.startsWith('(')) return null;
  const end = closing(rest, 0);
  if (end < 0 || !rest.slice(end + 1).startsWith(' => ')) return null;
  return { generics, params: splitTop(rest.slice(1, end), ','), result: rest.slice(end + 5) };
}

/**
 * A member or parameter (`readonly a?: T`, `...a: T`, `{ org }?: T`, a method `a(x: X): R`) as its name, whether it
 * may be left out and its type; null for text that is none.
 */
function member(text) {
  const [head] = splitTop(text, ':');
  if (head === undefined || head === text) return null;
  let type = text.slice(text.indexOf(':', head.length) + 1).trim();
  const found = head.match(/^(?:readonly\s+)?(\.\.\.)?([\s\S]*?)(\?)?$/);
  let name = found[2];
  const method = name.match(/^([\w$]+)(<[\s\S]*>)?\(([\s\S]*)\)$/);
  if (method) [name, type] = [method[1], `${method[2] ?? ''}(${method[3]}) => ${type}`];
  return { name, optional: Boolean(found[1] || found[3]), type };
}

const unwrap = (text) => {
  const trimmed = text.trim();
  return trimmed.startsWith('(') && closing(trimmed, 0) === trimmed.length - 1 && !functionParts(trimmed)
    ? unwrap(trimmed.slice(1, -1))
    : trimmed;
};

const RANK = { same: 0, patch: 1, minor: 2, major: 3 };
const worst = (changes) => changes.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'same');
/** Only when every part kept its contract: a changed text of equal contracts is a patch. */
const atLeastPatch = (change, oldText, newText) => (change === 'same' && oldText !== newText ? 'patch' : change);

/**
 * Members of an object type (`{ a: T; b?: U }`). `reads`: a remote only reads it (what a value holds), so members may
 * be added; otherwise a remote may also write one (an interface it implements, a parameter it passes), so only
 * optional ones.
 */
function compareMembers(oldBody, newBody, reads) {
  const parse = (body) =>
    new Map(
      splitTop(body, ';')
        .filter(Boolean)
        .map((text) => [member(text)?.name ?? text, member(text) ?? { text }]),
    );
  const [old, now] = [parse(oldBody), parse(newBody)];
  const changes = [...old].map(([name, before]) => {
    const after = now.get(name);
    if (!after) return 'major';
    if (before.text !== undefined || after.text !== undefined) return before.text === after.text ? 'same' : 'major';
    // What a remote reads must stay there; what it may leave out must stay optional.
    if (before.optional !== after.optional) return reads === after.optional ? 'major' : 'minor';
    return compareType(before.type, after.type, reads);
  });
  const added = [...now].filter(([name]) => !old.has(name));
  changes.push(...added.map(([, after]) => (reads || after.optional ? 'minor' : 'major')));
  return worst(changes);
}

/** One type's text against the other's (see the file's opening). */
export function compareType(oldText, newText, reads) {
  const [before, after] = [unwrap(oldText), unwrap(newText)];
  if (before === after) return 'same';
  // A conditional type is followed only when unchanged.
  if ([before, after].some((text) => splitTop(text, ' extends ').length > 1)) return 'major';
  const [oldFn, newFn] = [functionParts(before), functionParts(after)];
  if (oldFn || newFn) {
    if (!oldFn || !newFn || oldFn.generics !== newFn.generics) return 'major';
    const params = newFn.params.map((param, i) => {
      const [was, is] = [member(oldFn.params[i] ?? ''), member(param)];
      if (!is) return 'major';
      // A parameter added: a remote calling the function leaves it out, one implementing it ignores it.
      if (!was) return is.optional || !reads ? 'minor' : 'major';
      if (was.optional && !is.optional && reads) return 'major';
      return compareType(was.type, is.type, !reads);
    });
    if (oldFn.params.length > newFn.params.length) params.push('major');
    return atLeastPatch(worst([...params, compareType(oldFn.result, newFn.result, reads)]), before, after);
  }
  const [oldUnion, newUnion] = [splitTop(before, '|'), splitTop(after, '|')];
  if (oldUnion.length > 1 || newUnion.length > 1) {
    // Each old member has a new one that keeps (or grows) it; members added grow the union.
    const kept = oldUnion.map((was) => {
      if (newUnion.includes(was)) return 'same';
      const best = newUnion.map((is) => compareType(was, is, reads)).sort((a, b) => RANK[a] - RANK[b])[0];
      return best ?? 'major';
    });
    const grown = newUnion.length > oldUnion.length ? 'minor' : 'same';
    return atLeastPatch(worst([...kept, grown]), before, after);
  }
  const [oldAll, newAll] = [splitTop(before, '&'), splitTop(after, '&')];
  if (oldAll.length > 1 || newAll.length > 1) {
    if (oldAll.length !== newAll.length) return 'major';
    return worst(oldAll.map((was, i) => compareType(was, newAll[i], reads)));
  }
  return compareShape(before, after, reads);
}

/** Objects, tuples, lists and generic types; any other difference is a major. */
function compareShape(before, after, reads) {
  const readonly = /^readonly\s+/;
  if (readonly.test(before) !== readonly.test(after)) return 'major';
  const [was, is] = [before.replace(readonly, ''), after.replace(readonly, '')];
  const bracketed = (text, open) => text.startsWith(open) && closing(text, 0) === text.length - 1;
  if (bracketed(was, '{') && bracketed(is, '{')) return compareMembers(was.slice(1, -1), is.slice(1, -1), reads);
  if (bracketed(was, '[') && bracketed(is, '[')) {
    const [old, now] = [splitTop(was.slice(1, -1), ','), splitTop(is.slice(1, -1), ',')];
    if (now.length < old.length) return 'major';
    // A list of constants (`as const`), read as a set: it grew when it kept its own in their order.
    const literal = /^(?:"(?:[^"\\]|\\.)*"|-?\d[\d.e+-]*|true|false|null)$/;
    if ([...old, ...now].every((element) => literal.test(element))) {
      let next = 0;
      for (const element of now) if (element === old[next]) next += 1;
      return next === old.length ? 'minor' : 'major';
    }
    // A tuple: its elements in place, any added at its end.
    const kept = old.map((element, i) => compareType(element, now[i], reads));
    return worst([...kept, now.length > old.length ? 'minor' : 'same']);
  }
  if (was.endsWith('[]') && is.endsWith('[]')) return compareType(was.slice(0, -2), is.slice(0, -2), reads);
  const generic = /^([\w$.]+(?:\("[^"]*"\)[\w$.]*)?)<([\s\S]*)>$/;
  const [oldGeneric, newGeneric] = [was.match(generic), is.match(generic)];
  if (oldGeneric && newGeneric && oldGeneric[1] === newGeneric[1]) {
    const [old, now] = [splitTop(oldGeneric[2], ','), splitTop(newGeneric[2], ',')];
    if (old.length !== now.length) return 'major';
    return worst(old.map((argument, i) => compareType(argument, now[i], reads)));
  }
  return 'major';
}

/** How one export's description changed: null when it did not. */
export function exportChange(oldText, newText) {
  if (oldText === newText) return null;
  const kind = (text) => text.match(/^(value|type|interface|class|from) ?([\s\S]*)$/) ?? [text, text, ''];
  const [, oldKind, oldBody] = kind(oldText);
  const [, newKind, newBody] = kind(newText);
  if (oldKind !== newKind || oldKind === 'from') return 'major';
  // A value and an instance of a class are read by remotes; a type or interface may also be written by them.
  const reads = oldKind === 'value' || oldKind === 'class';
  return atLeastPatch(compareType(oldBody, newBody, reads), oldText, newText);
}
