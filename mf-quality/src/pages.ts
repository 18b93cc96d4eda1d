import type { AreaPage } from '@coffee/field-toolkit/runtime';

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [];
