// node --test: a change of an export is the semver step its contract says (api-compat.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportChange } from './api-compat.mjs';

const cases = (list) => {
  for (const [name, before, after, expected] of list) {
    it(`${name}: ${expected}`, () => assert.equal(exportChange(before, after), expected, `${before}  →  ${after}`));
  }
};

describe('how an export changed', () => {
  describe('unions', () =>
    cases([
      ['a union that took a member', 'type "a" | "b"', 'type "a" | "b" | "c"', 'minor'],
      ['a union that lost a member', 'type "a" | "b" | "c"', 'type "a" | "c"', 'major'],
      ['a union that swapped a member', 'type "a" | "b"', 'type "a" | "x"', 'major'],
      ['a union written in another order', 'type "a" | "b"', 'type "b" | "a"', 'patch'],
      ['a type that became a union with it', 'type string', 'type string | number', 'minor'],
      [
        'a member of an interface whose union grew',
        'interface { kind: "a" }',
        'interface { kind: "a" | "b" }',
        'minor',
      ],
      [
        'a function whose parameter accepts more',
        'value (kind: "a") => void',
        'value (kind: "a" | "b") => void',
        'minor',
      ],
      [
        'a function whose parameter accepts less',
        'value (kind: "a" | "b") => void',
        'value (kind: "a") => void',
        'major',
      ],
      [
        'a function returning a union inside a union',
        'type ((a: X) => Y) | null',
        'type ((a: X) => Y | Z) | null',
        'minor',
      ],
    ]));

  describe('objects and interfaces', () =>
    cases([
      [
        'an interface that took an optional member',
        'interface { a: string }',
        'interface { a: string; b?: number }',
        'minor',
      ],
      [
        'an interface that took a required member',
        'interface { a: string }',
        'interface { a: string; b: number }',
        'major',
      ],
      ['an interface that lost a member', 'interface { a: string; b?: number }', 'interface { a: string }', 'major'],
      ['a member that changed type', 'interface { a: string }', 'interface { a: number }', 'major'],
      ['a member that became required', 'interface { a?: string }', 'interface { a: string }', 'major'],
      ['a member that became optional', 'interface { a: string }', 'interface { a?: string }', 'minor'],
      [
        'a value holding one more member',
        'value { readonly a: 1; }',
        'value { readonly a: 1; readonly b: 2; }',
        'minor',
      ],
      ['a value whose member may now be missing', 'value { a: string; }', 'value { a?: string; }', 'major'],
      ['a class that took a method', 'class { a: () => void }', 'class { a: () => void; b: () => void }', 'minor'],
      [
        'a method that took an optional parameter',
        'value { go(): void; }',
        'value { go(fast?: boolean): void; }',
        'minor',
      ],
    ]));

  describe('functions', () =>
    cases([
      ['an optional parameter added', 'value (a: string) => void', 'value (a: string, { org }?: Org) => void', 'minor'],
      ['a required parameter added', 'value (a: string) => void', 'value (a: string, b: number) => void', 'major'],
      ['a parameter removed', 'value (a: string, b?: number) => void', 'value (a: string) => void', 'major'],
      ['a parameter renamed', 'value (a: string) => void', 'value (name: string) => void', 'patch'],
      ['a result that changed', 'value () => string', 'value () => number', 'major'],
      [
        'a callback a remote writes given one more argument',
        'type (a: A) => void',
        'type (a: A, b: B) => void',
        'minor',
      ],
      ['type parameters that changed', 'value <T>(a: T) => T', 'value <T, U>(a: T) => T', 'major'],
    ]));

  describe('lists, tuples and generics', () =>
    cases([
      [
        'a list of constants that took one at its end',
        'value readonly ["a", "b"]',
        'value readonly ["a", "b", "c"]',
        'minor',
      ],
      [
        'a list of constants that took one inside',
        'value readonly ["a", "c"]',
        'value readonly ["a", "b", "c"]',
        'minor',
      ],
      [
        'a list of constants that lost one',
        'value readonly ["a", "b", "c"]',
        'value readonly ["a", "c", "d"]',
        'major',
      ],
      ['a list of constants in another order', 'value readonly ["a", "b"]', 'value readonly ["b", "a"]', 'major'],
      ['a tuple that took an element at its end', 'value [A, B]', 'value [A, B, C]', 'minor'],
      ['a tuple whose element changed', 'value [A, B]', 'value [A, C]', 'major'],
      ['an array of a grown union', 'type readonly ("a" | "b")[]', 'type readonly ("a" | "b" | "c")[]', 'minor'],
      ['a list that became writable', 'value readonly string[]', 'value string[]', 'major'],
      ['a generic of a grown union', 'type Record<"a", number>', 'type Record<"a" | "b", number>', 'minor'],
      ['another generic', 'type Set<string>', 'type Map<string, string>', 'major'],
    ]));

  describe('what the reader does not follow', () =>
    cases([
      ['the same text', 'value () => void', 'value () => void', null],
      [
        'a named type changed for another',
        'value (lines: Line[]) => void',
        'value (lines: OpenLine[]) => void',
        'major',
      ],
      ['a value that became a type', 'value string', 'type string', 'major'],
      ['a library export that became its own', 'from react', 'value () => void', 'major'],
      ['a conditional type', 'type T extends A ? B : C', 'type T extends A ? B | D : C', 'major'],
    ]));
});
