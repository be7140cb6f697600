// Where a special ingredient belongs: by a slot's own pick, or by its family in a headline slot
// when it cooks the way the dish does (issue 23).

import { describe, expect, it } from 'vitest';
import { INFO_BY_ID } from './ingredients';
import { PATTERN_BY_ID } from './patterns';
import { familyHolds, familyOf, slotHolds } from './special-fit';

const info = (id: string) => INFO_BY_ID.get(id)!;
const pattern = (id: string) => PATTERN_BY_ID.get(id)!;
const slot = (patternId: string, key: string) => pattern(patternId).slots.find((s) => s.key === key)!;

describe('special ingredient families', () => {
  it('sorts ingredients into the families dishes hold', () => {
    expect(familyOf(info('duck-breast'))).toBe('meat');
    expect(familyOf(info('shrimp'))).toBe('seafood');
    expect(familyOf(info('salmon'))).toBe('seafood');
    expect(familyOf(info('tofu'))).toBe('plant-protein');
    expect(familyOf(info('chickpeas'))).toBe('legume');
    expect(familyOf(info('halloumi'))).toBe('cheese');
    expect(familyOf(info('mushrooms'))).toBe('vegetable');
    expect(familyOf(info('figs'))).toBe('fruit');
    expect(familyOf(info('garlic'))).toBe('other');
  });

  it('puts a protein in the protein slot of breakfast tacos, cooked by the tacos own step', () => {
    const tacos = 'mexican-breakfast-tacos';
    expect(slotHolds(pattern(tacos), slot(tacos, 'protein'), info('chicken-breast'))).toBe(true);
    expect(slotHolds(pattern(tacos), slot(tacos, 'protein'), info('shrimp'))).toBe(true);
    // Not a vegetable in a protein slot, not a protein in a vegetable slot.
    expect(familyHolds(pattern(tacos), slot(tacos, 'protein'), info('mushrooms'))).toBe(false);
    expect(familyHolds(pattern(tacos), slot(tacos, 'veg'), info('chicken-breast'))).toBe(false);
  });

  it('keeps to how the ingredient cooks: no salmon in a stir-fry, no slow cut in a quick dish', () => {
    const stirFry = pattern('asian-stir-fry');
    const protein = stirFry.slots.find((s) => s.main === 1)!;
    expect(familyHolds(stirFry, protein, info('salmon'))).toBe(false);
    expect(familyHolds(stirFry, protein, info('duck-breast'))).toBe(false);
  });

  it('keeps beans to bean slots, tofu out of a vegetable slot, a main protein out of a bacon slot', () => {
    const donburi = pattern('japanese-donburi');
    const protein = donburi.slots.find((s) => s.key === 'protein')!;
    expect(familyHolds(donburi, protein, info('chickpeas'))).toBe(false);
    expect(familyOf(info('bacon'))).toBe('other');
    const veg = donburi.slots.find((s) => s.key === 'veg')!;
    expect(familyHolds(donburi, veg, info('tofu'))).toBe(false);
  });

  it('never puts a vegetable, cheese or protein in a sweet dish by family', () => {
    const fruit = pattern('italian-roasted-fruit');
    const s = fruit.slots.find((x) => x.key === 'fruit')!;
    expect(familyHolds(fruit, s, info('mushrooms'))).toBe(false);
    expect(familyHolds(fruit, s, info('halloumi'))).toBe(false);
    expect(slotHolds(fruit, s, info('figs'))).toBe(true);
  });
});
