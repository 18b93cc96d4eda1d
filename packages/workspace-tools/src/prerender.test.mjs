import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameMarkup } from './prerender.mjs';

test('two drawings of a page that differ only in React generated ids are the same markup', () => {
  const narrow = '<div class="fui-FluentProvider_r_2_"><h1 id="_r_4_">Intro</h1><p aria-labelledby="_r_4_">a</p></div>';
  const wide = '<div class="fui-FluentProvider_r_3_"><h1 id="_r_5_">Intro</h1><p aria-labelledby="_r_5_">a</p></div>';
  assert.equal(sameMarkup(narrow, wide), true);
  assert.equal(sameMarkup('<h1 id="«r1»">Intro</h1>', '<h1 id="«r7»">Intro</h1>'), true);
});

test('drawings that differ in their text, or in which element an id ties to which, are not the same', () => {
  assert.equal(sameMarkup('<h1 id="_r_4_">Intro</h1>', '<h1 id="_r_4_">Guide</h1>'), false);
  const tied = '<h1 id="_r_1_">A</h1><h2 id="_r_2_">B</h2><p aria-labelledby="_r_1_"></p>';
  const crossed = '<h1 id="_r_1_">A</h1><h2 id="_r_2_">B</h2><p aria-labelledby="_r_2_"></p>';
  assert.equal(sameMarkup(tied, crossed), false);
  assert.equal(sameMarkup('<p class="a">x</p>', '<p class="b">x</p>'), false);
});
