import { describe, expect, it } from 'vitest';
import {
  convertIngredientLine,
  convertStepText,
  convertTemperature,
  convertTemperatures,
  defaultMeasurementView,
  otherView,
  type UnitSystem,
} from './measurements';
import { markQuantity } from './step-quantities';
import { HELD_OUT_LINES, HELD_OUT_STEPS } from './measurements-table/held-out';
import { TABLE_LINES } from './measurements-table/lines';

const expected = (stored: string, want: string) => (want === '=' ? stored : want);
const SYSTEMS: UnitSystem[] = ['metric', 'us'];

function passRate(rows: readonly (readonly [string, string, string])[]) {
  let pass = 0;
  const failures: string[] = [];
  for (const [stored, metric, us] of rows) {
    const gotM = convertIngredientLine(stored, 'metric');
    const gotU = convertIngredientLine(stored, 'us');
    if (gotM === expected(stored, metric)) pass++;
    else failures.push(`metric: ${stored} -> ${gotM} (want ${expected(stored, metric)})`);
    if (gotU === expected(stored, us)) pass++;
    else failures.push(`us: ${stored} -> ${gotU} (want ${expected(stored, us)})`);
  }
  return { pass, total: rows.length * 2, failures };
}

describe('the measurement table (issue 29)', () => {
  it('has at least 200 lines', () => {
    expect(TABLE_LINES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(TABLE_LINES.map((r) => r[0])).size).toBe(TABLE_LINES.length);
  });

  it.each(TABLE_LINES)('%s', (stored, metric, us) => {
    expect(convertIngredientLine(stored, 'metric')).toBe(expected(stored, metric));
    expect(convertIngredientLine(stored, 'us')).toBe(expected(stored, us));
  });

  it('shows a line written in the chosen system (or in spoons and counts) exactly as stored', () => {
    for (const [stored, metric, us] of TABLE_LINES) {
      if (metric === '=') expect(convertIngredientLine(stored, 'metric')).toBe(stored);
      if (us === '=') expect(convertIngredientLine(stored, 'us')).toBe(stored);
    }
  });

  it('there and back returns the stored text: the view is always made from the stored line', () => {
    // Switching A -> B -> A shows what is stored, whatever B showed.
    for (const [stored] of TABLE_LINES) {
      for (const a of SYSTEMS) {
        const first = convertIngredientLine(stored, a);
        const b = a === 'us' ? 'metric' : 'us';
        convertIngredientLine(stored, b);
        expect(convertIngredientLine(stored, a)).toBe(first);
      }
    }
  });

  it('converting the converted text back lands on the stored text for kitchen-grid amounts', () => {
    // Amounts on both grids survive a double conversion (cups of flour, sticks of butter, ovens).
    const rows = [
      '1 1/2 cups all-purpose flour',
      '1 cup sugar',
      '1 cup milk',
      '1/2 cup milk',
      '1/3 cup milk',
      '3/4 cup milk',
      '2 cups chicken stock',
      '1 cup rice',
      '1 lb ground beef',
      '1 stick butter',
      '2 sticks unsalted butter, softened',
      '8 oz cream cheese, softened',
      '1 (14 oz) can diced tomatoes',
      '2-3 cups chicken stock',
      '250 g all-purpose flour',
      '200 g sugar',
      '1 kg potatoes',
    ];
    for (const stored of rows) {
      const native: UnitSystem = /\b(?:g|kg|ml|l)\b/.test(stored) ? 'metric' : 'us';
      const other: UnitSystem = native === 'us' ? 'metric' : 'us';
      const back = convertIngredientLine(convertIngredientLine(stored, other), native);
      expect(back, stored).toBe(stored);
    }
  });

  it('scales first, then converts (no double rounding) and keeps counts counted', () => {
    expect(convertIngredientLine('1 cup all-purpose flour', 'metric', 2)).toBe('250 g all-purpose flour');
    expect(convertIngredientLine('185 g basmati rice', 'us', 2)).toBe('2 cups basmati rice');
    expect(convertIngredientLine('1 (14 oz) can diced tomatoes', 'metric', 2)).toBe('2 (395 g) cans diced tomatoes');
    expect(convertIngredientLine('3 eggs', 'metric', 2)).toBe('6 eggs');
    expect(convertIngredientLine('1 tsp salt', 'us', 0.5)).toBe('1/2 tsp salt');
  });

  it('spoons scaled past a quarter cup stay metric in a metric kitchen (no cups creep in)', () => {
    expect(convertIngredientLine('2 tbsp almonds, roughly chopped', 'metric', 2)).toBe('35 g almonds, roughly chopped');
    expect(convertIngredientLine('2 tbsp butter', 'metric', 2)).toBe('55 g butter');
    expect(convertIngredientLine('2 tbsp butter', 'us', 2)).toBe('1/4 cup butter');
    for (const [stored] of TABLE_LINES) {
      if (!/\b(?:tsp|tbsp)\b/.test(stored)) continue;
      for (const factor of [1.5, 2, 3, 4]) {
        expect(convertIngredientLine(stored, 'metric', factor), `${stored} x${factor}`).not.toMatch(
          /\d (?:cups?|fl oz|pints?|quarts?)\b/,
        );
      }
    }
  });

  it('never prints a third of a teaspoon or a decimal cup from a conversion', () => {
    for (const [stored] of TABLE_LINES) {
      for (const system of SYSTEMS) {
        for (const factor of [0.5, 1, 1.5, 2, 3]) {
          const out = convertIngredientLine(stored, system, factor);
          if (out === stored) continue;
          if (!/\b(?:cups?|tsp|tbsp)\b/.test(out) || /\b(?:tsp|tbsp)\b/.test(stored)) continue;
          expect(out, `${stored} x${factor}`).not.toMatch(/\b[12]\/3 (?:tsp|tbsp)\b|\d\.\d+ cups?\b/);
        }
      }
    }
  });

  it('the held-out lines (never tuned to): reports their pass rate', () => {
    const rate = passRate(HELD_OUT_LINES);
    console.info(
      `held-out lines: ${rate.pass}/${rate.total} conversions as expected\n${rate.failures.map((f) => `  ${f}`).join('\n')}`,
    );
    let steps = 0;
    for (const [stored, c, f] of HELD_OUT_STEPS) {
      if (convertTemperatures(stored, 'C') === expected(stored, c)) steps++;
      if (convertTemperatures(stored, 'F') === expected(stored, f)) steps++;
    }
    console.info(`held-out steps: ${steps}/${HELD_OUT_STEPS.length * 2}`);
    expect(rate.pass / rate.total).toBeGreaterThanOrEqual(0.8);
  });
});

describe('temperatures', () => {
  it('uses the pairs on oven dials and rounds ovens to 5 degrees', () => {
    expect(convertTemperature(350, 'F', 'C')).toBe(180);
    expect(convertTemperature(180, 'C', 'F')).toBe(350);
    expect(convertTemperature(200, 'C', 'F')).toBe(400);
    expect(convertTemperature(425, 'F', 'C')).toBe(220);
    expect(convertTemperature(210, 'C', 'F')).toBe(410);
    expect(convertTemperature(385, 'F', 'C')).toBe(195);
    expect(convertTemperature(63, 'C', 'F')).toBe(145);
    expect(convertTemperature(165, 'F', 'C')).toBe(74);
    for (const f of [250, 275, 300, 325, 350, 375, 400, 425, 450, 475, 500]) {
      expect(convertTemperature(convertTemperature(f, 'F', 'C'), 'C', 'F')).toBe(f);
      expect(convertTemperature(f, 'F', 'C') % 5).toBe(0);
    }
  });

  it('rewrites the temperatures written in a step', () => {
    expect(convertTemperatures('Preheat the oven to 200°C.', 'F')).toBe('Preheat the oven to 400°F.');
    expect(convertTemperatures('Bake at 350°F for 25 minutes.', 'C')).toBe('Bake at 180°C for 25 minutes.');
    expect(convertTemperatures('Heat the oil to 180C.', 'F')).toBe('Heat the oil to 350°F.');
    expect(convertTemperatures('Roast at 425 degrees F.', 'C')).toBe('Roast at 220°C.');
    expect(convertTemperatures('Bake at 350°F for 25 minutes.', 'F')).toBe('Bake at 350°F for 25 minutes.');
    // Both scales already given: the writer's figure in the chosen scale.
    expect(convertTemperatures('Bake at 200°C/400°F.', 'F')).toBe('Bake at 400°F.');
    expect(convertTemperatures('Heat the oven to 220°C (425°F).', 'F')).toBe('Heat the oven to 425°F.');
    expect(convertTemperatures('Heat the oven to 220°C (425°F).', 'C')).toBe('Heat the oven to 220°C.');
    expect(convertTemperatures('Heat the oven to 425°F (220°C).', 'C')).toBe('Heat the oven to 220°C.');
    // Mixed scales in other shapes, or no temperature at all: left as written.
    expect(convertTemperatures('Bake at 200°C, then 400°F.', 'F')).toBe('Bake at 200°C, then 400°F.');
    expect(convertTemperatures('Cut 12 Fillets and 2 Cups.', 'C')).toBe('Cut 12 Fillets and 2 Cups.');
  });

  it('a step: marked amounts scaled and converted, temperatures converted, marks removed', () => {
    const step = `Whisk ${markQuantity('1 cup milk')} with ${markQuantity('2 eggs')}, then bake at 180°C.`;
    expect(convertStepText(step, { unitSystem: 'metric', temperature: 'F' })).toBe(
      'Whisk 225 ml milk with 2 eggs, then bake at 350°F.',
    );
    expect(convertStepText(step, { unitSystem: 'us', temperature: 'C' }, 2)).toBe(
      'Whisk 2 cups milk with 4 eggs, then bake at 180°C.',
    );
    // Unmarked amounts (a model's steps) are the writer's words: only temperatures change.
    expect(convertStepText('Add 1 cup milk and bake at 350°F.', { unitSystem: 'metric', temperature: 'C' })).toBe(
      'Add 1 cup milk and bake at 180°C.',
    );
  });
});

describe('preference defaults', () => {
  it('en-US reads US units and °F; every other locale metric and °C', () => {
    expect(defaultMeasurementView('en-US')).toEqual({ unitSystem: 'us', temperature: 'F' });
    expect(defaultMeasurementView('en-us')).toEqual({ unitSystem: 'us', temperature: 'F' });
    for (const l of ['en-GB', 'en', 'fr-FR', 'es-US', '', undefined, null, 'en-US-x'])
      expect(defaultMeasurementView(l)).toEqual({ unitSystem: 'metric', temperature: 'C' });
    expect(otherView({ unitSystem: 'us', temperature: 'F' })).toEqual({ unitSystem: 'metric', temperature: 'C' });
    expect(otherView({ unitSystem: 'metric', temperature: 'F' })).toEqual({ unitSystem: 'us', temperature: 'F' });
  });
});
