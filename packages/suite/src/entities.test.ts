import { allFields } from '@coffee/domain/pages';
import { entities, tableEntities } from './index';

const PAGE_KEYS = Object.keys(entities);

const definitions = Object.values(entities);

describe('entity definitions', () => {
  it('give every table-owning entity its own table', () => {
    const tables = tableEntities().map((definition) => definition.table);
    expect(tables.length).toBe(new Set(tables).size);
  });

  it('define every key field and point views at a defined page', () => {
    for (const definition of definitions) {
      const names = allFields(definition).map((field) => field.name);
      expect({ page: definition.name, missing: definition.keys.filter((key) => !names.includes(key)) }).toEqual({
        page: definition.name,
        missing: [],
      });
      if (definition.viewOf) expect(PAGE_KEYS).toContain(definition.viewOf);
    }
  });

  it('name each top-level field once per entity', () => {
    for (const definition of definitions) {
      const names = definition.fields.map((field) => field.name);
      expect({
        page: definition.name,
        duplicates: names.filter((name, index) => names.indexOf(name) !== index),
      }).toEqual({
        page: definition.name,
        duplicates: [],
      });
    }
  });

  it('pair every input-direct select with its companion and every condition with a field', () => {
    for (const definition of definitions) {
      const names = new Set(allFields(definition).map((field) => field.name));
      for (const field of allFields(definition)) {
        for (const linked of [field.direct, field.directFor, field.showWhen?.field]) {
          if (linked)
            expect(`${definition.name}.${linked}: ${names.has(linked)}`).toBe(`${definition.name}.${linked}: true`);
        }
      }
    }
  });

  it('keep min below max and scales to 1, 10 or 100', () => {
    for (const field of definitions.flatMap(allFields)) {
      if (field.min !== undefined && field.max !== undefined) expect(field.min).toBeLessThanOrEqual(field.max);
      if (field.minBytes !== undefined && field.maxBytes !== undefined)
        expect(field.minBytes).toBeLessThanOrEqual(field.maxBytes);
      expect([undefined, 1, 10, 100]).toContain(field.scale);
    }
  });

  it('default new roaster records to the public stages ALL, DTL, NRML, LST', () => {
    const defaults = Object.fromEntries(
      (entities.BlendingDefault?.fields ?? [])
        .filter((field) => field.name.startsWith('public_stage_'))
        .map((field) => [field.name, field.defaultValue]),
    );
    expect(defaults).toEqual({
      public_stage_roaster: 'ALL',
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    });
  });
});

describe("a user's own pages", () => {
  it('ask no organisation for options (a user has no cafe or roaster rights: those lists answer 403)', () => {
    const organisationLookups = definitions
      .filter((definition) => definition.scope === 'user')
      .flatMap((definition) =>
        allFields(definition)
          .filter((field) => /^\/api\/(cafe|roaster)\//.test(field.lookup?.url ?? ''))
          .map((field) => `${definition.name}.${field.name}: ${field.lookup?.url}`),
      );
    expect(organisationLookups).toEqual([]);
  });
});
