import { lastGroupDue } from './inTurn';

const STEPS = [
  ['s1_term', 's1_mass', 's1_total'],
  ['s2_term', 's2_mass', 's2_total'],
  ['s3_term', 's3_mass', 's3_total'],
  ['s4_term', 's4_mass', 's4_total'],
];
const TOTALS = new Set(['s1_total', 's2_total', 's3_total', 's4_total']);
const due = (values: Record<string, unknown>) => lastGroupDue(STEPS, values, TOTALS);

describe('groups filled in turn', () => {
  it('has only the first group due while none holds a value', () => {
    expect(due({})).toBe(0);
  });

  it('brings in the group after the last one that holds a value, up to the last group', () => {
    expect(due({ s1_term: 12 })).toBe(1);
    expect(due({ s1_term: 12, s2_mass: 400 })).toBe(2);
    expect(due({ s4_term: 80 })).toBe(3);
  });

  it('keeps an empty group before a filled one due, to be filled later', () => {
    expect(due({ s3_term: 40 })).toBe(3);
  });

  it('does not count a derived value such as a running total, nor an empty text', () => {
    expect(due({ s1_term: 12, s2_total: 40, s3_total: 40, s2_term: '' })).toBe(1);
  });
});
