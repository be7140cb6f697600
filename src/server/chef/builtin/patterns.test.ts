import { describe, expect, it } from 'vitest';
import { CUISINES } from '../../../shared/kitchen/types';
import { MEAL_TYPES } from '../../../shared/api/recipes';
import { INFO_BY_ID, type IngredientInfo } from './ingredients';
import { candidatesFor, USABLE_ACCENTS } from './indexes';
import { ACCENTS } from './accents';
import type { DishPattern, Slot } from './model';
import { PATTERNS, PATTERNS_BY_CUISINE } from './patterns';
import { defaultPrep } from './phrases';
import { renderStep, renderTitle, stripQuantityMarks, type RenderScope } from './render';
import { type Item } from './ingredient-lines';
import { scaleStepText } from '../../../shared/kitchen/step-quantities';

/** Fills slots the way a sparse pantry would (only the required ones), or all of them. */
function scopeFor(pattern: DishPattern, all: boolean): RenderScope {
  const slots = new Map<string, Item>();
  const used = new Set<string>();
  for (const slot of pattern.slots) {
    if (!all && slot.need !== 'required') continue;
    if (slot.with && !slots.has(slot.with)) continue;
    if (slot.without && slots.has(slot.without)) continue;
    const pool = candidatesFor(slot).filter((i) => !used.has(i.id));
    const info = (slot.fallback ?? []).map((id) => INFO_BY_ID.get(id)).find((i) => i && pool.includes(i)) ?? pool[0];
    if (!info) continue;
    used.add(info.id);
    slots.set(slot.key, { info, grams: slot.g * 2, prep: slot.prep ?? defaultPrep(info, slot.cut), cut: slot.cut });
  }
  const main = pattern.slots
    .filter((s) => s.main !== undefined && slots.has(s.key))
    .sort((a, b) => a.main! - b.main!)[0];
  const aliases = new Map<string, Item>();
  if (main) aliases.set('main', slots.get(main.key)!);
  return { slots, method: pattern.method, aliases };
}

function stepsFor(pattern: DishPattern, all: boolean): string[] {
  const scope = scopeFor(pattern, all);
  return pattern.steps.map((t) => renderStep(t, scope)).filter((s): s is string => Boolean(s));
}

const titleName = (item: Item, plural: boolean) => (plural ? item.info!.textName : item.info!.titleName);

describe('dish patterns', () => {
  it('has at least 8 patterns per cuisine, covering every meal type', () => {
    for (const cuisine of CUISINES) {
      const patterns = PATTERNS_BY_CUISINE[cuisine];
      expect(patterns.length, cuisine).toBeGreaterThanOrEqual(8);
      for (const meal of MEAL_TYPES) {
        expect(
          patterns.some((p) => p.mealTypes.includes(meal)),
          `${cuisine} ${meal}`,
        ).toBe(true);
      }
      for (const p of patterns) expect(p.cuisine).toBe(cuisine);
    }
  });

  it('has unique ids and sensible times', () => {
    expect(new Set(PATTERNS.map((p) => p.id)).size).toBe(PATTERNS.length);
    for (const p of PATTERNS) {
      expect(p.prep + p.cook, p.id).toBeGreaterThanOrEqual(5);
      expect(p.prep + p.cook, p.id).toBeLessThanOrEqual(240);
      expect(p.textures.length, p.id).toBeGreaterThan(0);
      expect(p.titles.length, p.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('only names catalogue ingredients, and every slot has candidates and valid fallbacks', () => {
    const issues: string[] = [];
    for (const p of PATTERNS) {
      const keys = new Set<string>();
      for (const slot of p.slots) {
        if (keys.has(slot.key)) issues.push(`${p.id}: duplicate slot ${slot.key}`);
        keys.add(slot.key);
        for (const id of slot.pick.ids ?? [])
          if (!INFO_BY_ID.has(id)) issues.push(`${p.id}.${slot.key}: unknown id ${id}`);
        const candidates = candidatesFor(slot);
        if (!candidates.length) issues.push(`${p.id}.${slot.key}: no candidates`);
        for (const id of slot.fallback ?? []) {
          if (!candidates.some((c) => c.id === id))
            issues.push(`${p.id}.${slot.key}: fallback ${id} does not fit the pick`);
        }
        if (slot.need !== 'optional' && !candidates.some((c) => c.ing.staple) && !slot.fallback?.length) {
          issues.push(`${p.id}.${slot.key}: needed slot without a fallback`);
        }
        if (slot.with && !p.slots.some((s) => s.key === slot.with)) issues.push(`${p.id}.${slot.key}: unknown with`);
        if (slot.without && !p.slots.some((s) => s.key === slot.without))
          issues.push(`${p.id}.${slot.key}: unknown without`);
        if (!(slot.g > 0)) issues.push(`${p.id}.${slot.key}: grams`);
      }
    }
    expect(issues).toEqual([]);
  });

  it('keeps savoury flavour out of sweet dishes and sweets out of savoury ones', () => {
    for (const p of PATTERNS) {
      for (const slot of p.slots) {
        for (const info of candidatesFor(slot)) {
          if (!p.sweet) expect(info.kinds.has('chocolate'), `${p.id}.${slot.key}: ${info.id}`).toBe(false);
          if (p.sweet)
            expect(
              info.kinds.has('poultry') || info.kinds.has('fish') || info.kinds.has('beef'),
              `${p.id}.${slot.key}: ${info.id}`,
            ).toBe(false);
        }
      }
    }
  });

  it('renders 4-8 steps whether the pantry is sparse or full, leaving room for an accent and an extra', () => {
    const issues: string[] = [];
    for (const p of PATTERNS) {
      const sparse = stepsFor(p, false).length;
      const full = stepsFor(p, true).length;
      if (sparse < 4) issues.push(`${p.id}: ${sparse} steps when sparse`);
      if (full > 8) issues.push(`${p.id}: ${full} steps when full`);
    }
    expect(issues).toEqual([]);
  });

  it('mentions every ingredient it lists in the steps', () => {
    const missing: string[] = [];
    for (const p of PATTERNS) {
      for (const all of [false, true]) {
        const scope = scopeFor(p, all);
        const text = stepsFor(p, all).join(' ').toLowerCase();
        for (const [key, item] of scope.slots) {
          const info = item.info as IngredientInfo;
          // One egg is 'the egg' (issue 23): the unit's singular counts too.
          if (
            !text.includes(info.stepName.toLowerCase()) &&
            !text.includes(info.textName.toLowerCase()) &&
            !text.includes(info.ing.unit.name.toLowerCase())
          )
            missing.push(`${p.id}.${key} (${info.id})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes steps as sentences without template debris', () => {
    const issues: string[] = [];
    for (const p of PATTERNS) {
      for (const step of [...stepsFor(p, false), ...stepsFor(p, true)]) {
        if (
          !/^[A-Z0-9]/.test(step) ||
          !/[.!?]$/.test(step) ||
          /[{}[\]]|\s[,.]|\.\.|,,|\band and\b|\bthe the\b|undefined/.test(step)
        ) {
          issues.push(`${p.id}: ${step}`);
        }
      }
    }
    expect(issues).toEqual([]);
  });

  it('mentions the textures it claims', () => {
    const roots = { crispy: 'crisp', creamy: 'cream', tender: 'tender', crunchy: 'crunch' } as const;
    const issues: string[] = [];
    for (const p of PATTERNS) {
      const text = stepsFor(p, false).join(' ').toLowerCase();
      for (const t of p.textures) if (!text.includes(roots[t])) issues.push(`${p.id}: ${t}`);
    }
    expect(issues).toEqual([]);
  });

  it('has title templates that render, sparse or full', () => {
    const issues: string[] = [];
    for (const p of PATTERNS) {
      for (const all of [false, true]) {
        const scope = scopeFor(p, all);
        const titles = p.titles.map((t) => renderTitle(t, scope, titleName)).filter(Boolean);
        if (!titles.length) issues.push(`${p.id}: no title when ${all ? 'full' : 'sparse'}`);
        for (const t of titles) if (!/^[A-Z]/.test(t!)) issues.push(`${p.id}: ${t}`);
      }
    }
    expect(issues).toEqual([]);
  });

  it('uses only slot keys and known fields in templates', () => {
    const fields = new Set(['q', 'cook', 'simmer', 'braise', 'roast', 'brown', 'ready', 'pl', 'juice', 'each']);
    for (const p of PATTERNS) {
      const keys = new Set([...p.slots.map((s: Slot) => s.key), 'main']);
      for (const template of [...p.steps, ...p.titles]) {
        for (const [, token] of template.matchAll(/\{([^{}]+)\}/g)) {
          const names = token!.replace(/:.*$/, '').split(/[,|]/);
          for (const name of names) {
            const [key, field] = name.trim().split('.');
            expect(keys.has(key!), `${p.id}: {${token}}`).toBe(true);
            if (field) expect(fields.has(field), `${p.id}: {${token}}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('amounts a template writes itself', () => {
  const templates = [
    ...PATTERNS.flatMap((p) => p.steps.map((t) => ({ id: p.id, t }))),
    ...ACCENTS.flatMap((a) => [a.stir, a.top].map((t) => ({ id: a.id, t }))),
  ];

  it('are marked to scale with the card, unless they are a portion (per serving, per pancake)', () => {
    const unmarked: string[] = [];
    for (const { id, t } of templates) {
      const plain = t.replace(/<[^<>]*>/g, '');
      for (const m of plain.matchAll(/\d+(?:[-/ ]\d+)* (?:tsp|tbsp|cups?)\b[^,.;()]*/g)) {
        if (!/\bper\b/.test(m[0])) unmarked.push(`${id}: ${m[0]}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('scale on the card like an ingredient line, and read as plain text without marks', () => {
    const pakoras = PATTERNS.find((p) => p.id === 'indian-pakoras')!;
    const batter = renderStep(pakoras.steps[0]!, scopeFor(pakoras, false))!;
    expect(stripQuantityMarks(batter)).toContain('1/2 tsp salt and just enough cold water (about 2 tbsp)');
    expect(scaleStepText(batter, 2)).toContain('1 tsp salt');
    expect(scaleStepText(batter, 2)).toContain('about 1/4 cup');
  });

  it('work an amount per serving out for the servings, so the cook never multiplies (ninth read)', () => {
    const pakoras = PATTERNS.find((p) => p.id === 'indian-pakoras')!;
    const forFour = renderStep(pakoras.steps[0]!, { ...scopeFor(pakoras, false), servings: 4 })!;
    expect(stripQuantityMarks(forFour)).toContain('(about 1/2 cup)');
    expect(forFour).not.toMatch(/per serving/);
    for (const { id, t } of templates)
      expect(t.replace(/<[^<>]*>/g, ''), id).not.toMatch(/\b(?:tsp|tbsp|cups?)\b[a-z ]*\bper serving\b/);
  });
});

describe('accents', () => {
  it('only uses catalogue ingredients and renders both step forms', () => {
    expect(USABLE_ACCENTS.length).toBe(ACCENTS.length);
    for (const cuisine of CUISINES) {
      expect(
        ACCENTS.some((a) => a.cuisine === cuisine && a.sweet),
        `${cuisine} sweet`,
      ).toBe(true);
      expect(
        ACCENTS.some((a) => a.cuisine === cuisine && !a.sweet),
        `${cuisine} savoury`,
      ).toBe(true);
    }
    for (const accent of ACCENTS) {
      const aliases = new Map<string, Item>(
        accent.items.map((a, i) => [`a${i}`, { info: INFO_BY_ID.get(a.id)!, grams: a.g }]),
      );
      aliases.set('main', { info: INFO_BY_ID.get('chicken-breast')!, grams: 300 });
      const scope: RenderScope = { slots: new Map(), method: 'saute', aliases };
      for (const template of [accent.stir, accent.top]) {
        const step = renderStep(template, scope);
        expect(step, accent.id).toBeTruthy();
        for (const item of accent.items)
          expect(step!.toLowerCase(), accent.id).toContain(INFO_BY_ID.get(item.id)!.stepName.toLowerCase());
      }
    }
  });
});
