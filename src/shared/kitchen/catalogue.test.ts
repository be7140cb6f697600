import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_BY_ID } from './catalogue';
import { COOKING_METHODS, CUISINES, CULINARY_ROLES, INGREDIENT_CATEGORIES } from './types';

const EXEMPT = 'exempt-energy-check';

describe('the ingredient catalogue', () => {
  it('holds about 330 entries across the 8 categories', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(320);
    expect(CATALOGUE.length).toBeLessThanOrEqual(345);
    for (const category of INGREDIENT_CATEGORIES) {
      expect(CATALOGUE.filter((i) => i.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
  });

  it('has unique kebab-case ids and unique names', () => {
    const ids = CATALOGUE.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = CATALOGUE.map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(CATALOGUE_BY_ID.size).toBe(CATALOGUE.length);
  });

  it('gives every entry every field, with values from the shared vocabularies', () => {
    for (const i of CATALOGUE) {
      expect(i.name.trim(), i.id).not.toBe('');
      expect(INGREDIENT_CATEGORIES, i.id).toContain(i.category);
      expect(Array.isArray(i.synonyms), i.id).toBe(true);
      for (const k of ['kcal', 'protein', 'carbs', 'fat', 'fiber'] as const) {
        expect(i.per100g[k], `${i.id}.${k}`).toBeGreaterThanOrEqual(0);
      }
      expect(i.unit.name, i.id).toBeTruthy();
      expect(i.unit.plural, i.id).toBeTruthy();
      expect(i.unit.grams, i.id).toBeGreaterThan(0);
      expect(i.roles.length, i.id).toBeGreaterThan(0);
      for (const r of i.roles) expect(CULINARY_ROLES, i.id).toContain(r);
      for (const c of i.cuisines) expect(CUISINES, i.id).toContain(c);
      for (const m of i.methods) expect(COOKING_METHODS, i.id).toContain(m);
      expect(i.source.length, `${i.id} names the source of its numbers`).toBeGreaterThan(8);
    }
  });

  it('has energy consistent with its macronutrients (Atwater factors) within 15%', () => {
    const off: string[] = [];
    for (const i of CATALOGUE) {
      const { kcal, protein, carbs, fat, fiber } = i.per100g;
      if (i.source.includes(EXEMPT)) continue;
      const estimate = 4 * protein + 4 * (carbs - fiber) + 9 * fat + 2 * fiber;
      if (Math.abs(kcal - estimate) > 0.15 * kcal)
        off.push(`${i.id}: ${kcal} kcal vs ${estimate.toFixed(0)} estimated`);
    }
    expect(off).toEqual([]);
    // Exemptions are few and each says why (alcohol, very low energy, or USDA's own factors).
    const exempt = CATALOGUE.filter((i) => i.source.includes(EXEMPT));
    const exemptDespiteEnergy = exempt.filter((i) => i.per100g.kcal >= 40);
    expect(exemptDespiteEnergy.length).toBeLessThanOrEqual(15);
    for (const i of exemptDespiteEnergy) {
      // Alcohol, or USDA's food-specific energy factors: the reason is written down.
      expect(i.source.replace(EXEMPT, '').length, `${i.id} says why it is exempt`).toBeGreaterThan(20);
    }
  });

  it('knows the ingredients other code relies on', () => {
    for (const id of ['chicken-breast', 'chickpeas', 'olive-oil', 'salt', 'eggs', 'water', 'rice', 'spaghetti']) {
      expect(CATALOGUE_BY_ID.get(id), id).toBeDefined();
    }
  });
});
