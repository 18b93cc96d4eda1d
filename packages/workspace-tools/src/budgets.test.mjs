// node --test: the size report's budget arithmetic (kilobytes of 1,024 bytes, the margin, the mark).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetLine, judgeBudget } from './budgets.mjs';

describe('budget report', () => {
  it('marks bytes under their budget with the margin left', () => {
    const verdict = judgeBudget(301 * 1024 + 205, 340);
    assert.equal(verdict.within, true);
    assert.equal(verdict.mark, 'under');
    assert.equal(verdict.marginKb.toFixed(1), '38.8');
  });

  it('counts a budget exactly met as under', () => {
    assert.equal(judgeBudget(235 * 1024, 235).mark, 'under');
  });

  it('marks bytes over their budget with the excess', () => {
    const verdict = judgeBudget(236 * 1024, 235);
    assert.equal(verdict.within, false);
    assert.equal(verdict.mark, 'OVER');
    assert.equal(verdict.marginKb, -1);
  });

  it('prints the measured bytes beside the budget and the mark', () => {
    assert.equal(
      budgetLine('roaster batch list', 301 * 1024 + 205, 340),
      '  roaster batch list      301.2 KB / budget 340 KB  under by 38.8 KB',
    );
    assert.match(budgetLine('guest intro', 240 * 1024, 235), /240\.0 KB \/ budget 235 KB {2}OVER by 5\.0 KB$/);
  });
});
