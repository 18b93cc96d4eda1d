// A measured byte count beside its budget, as `pnpm size` prints it: never asserted.
const KB = 1024;

/**
 * @param {number} bytes measured bytes
 * @param {number} budgetKb the budget in kilobytes (1,024 bytes)
 * @returns {{ kb: number, budgetKb: number, within: boolean, marginKb: number, mark: string }}
 */
export function judgeBudget(bytes, budgetKb) {
  const kb = bytes / KB;
  const marginKb = budgetKb - kb;
  const within = marginKb >= 0;
  return { kb, budgetKb, within, marginKb, mark: within ? 'under' : 'OVER' };
}

/** `  name   301.2 KB / budget 340 KB  under by 38.8 KB` */
export function budgetLine(name, bytes, budgetKb, width = 22) {
  const { kb, marginKb, mark } = judgeBudget(bytes, budgetKb);
  const by = `${Math.abs(marginKb).toFixed(1)} KB`;
  const measured = `${kb.toFixed(1)} KB`.padStart(9);
  return `  ${name.padEnd(width)} ${measured} / budget ${String(budgetKb).padStart(3)} KB  ${mark} by ${by}`;
}
