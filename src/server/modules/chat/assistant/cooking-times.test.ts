import { describe, expect, it } from 'vitest';
import { answer } from './assistant';
import { cookingTimeAnswer } from './cooking-times';
import { COOKING_TIMES } from './knowledge/cooking-times';
import { classifyTopic } from './topic';

/** Timing questions across foods and methods, each with facts its answer must hold. */
const TIMING: readonly [string, ...RegExp[]][] = [
  ['How long to pan fry salmon fillets?', /Pan-fry/, /6-8 minutes/, /145 °F \/ 63 °C/],
  ['how long to bake sweet potatoes', /200 °C \/ 400 °F/, /45-60 minutes/],
  ['How long do you steam asparagus?', /Steam/, /3-5 minutes/],
  ['how long to grill pork chops', /4-5 minutes per side/, /145 °F \/ 63 °C/],
  ['How long should I roast broccoli for?', /220 °C \/ 425 °F/, /15-20 minutes/],
  ['how many minutes to boil green beans', /4-6 minutes/],
  ['How long do I boil potatoes for mash?', /15-20 minutes/, /knife slides in/],
  ['how long to roast potatoes in the oven', /45-60 minutes/, /parboil/i],
  ['How long does a jacket potato take in the microwave?', /Microwave/, /8-12 minutes/],
  ['how long to air fry chicken wings', /Air-fry/, /20-25 minutes/, /165 °F \/ 74 °C/],
  ['How long do chicken breasts take in the oven?', /200 °C \/ 400 °F/, /20-25 minutes/, /165 °F/],
  ['how long to cook chicken thighs', /35-45 minutes/, /165 °F/],
  ['How long do you roast a 2 kg chicken?', /1 hr 40 min/, /165 °F/],
  ['how long to roast a whole chicken', /20 minutes per 500 g/],
  ['How long to fry a steak for medium rare?', /3-4 minutes per side/, /medium-rare/],
  ['how long to cook a well done steak in a pan', /6-7 minutes per side/, /160 °F/],
  ['How long do I boil eggs for soft boiled?', /5-6 minutes/],
  ['how long to hard boil eggs', /10-12 minutes/],
  ['How long does a poached egg take?', /3-4 minutes/],
  ['how long to cook basmati rice', /10-12 minutes/],
  ['How long does brown rice take to cook?', /35-45 minutes/],
  ['how long to boil spaghetti', /8-12 minutes/, /al dente/],
  ['How long to cook fresh pasta?', /2-4 minutes/],
  ['how long to simmer red lentils', /15-20 minutes/],
  ['How long do soaked chickpeas take to cook?', /1-2 hours/],
  ['how long to cook quinoa', /12-15 minutes/],
  ['How long to grill sausages?', /12-15 minutes/, /160 °F/],
  ['how long do burgers take on the bbq', /4-5 minutes per side/, /160 °F \/ 71 °C/],
  ['How long to bake cod fillets?', /12-15 minutes/, /145 °F/],
  ['how long to cook prawns in a pan', /2-3 minutes/, /opaque/],
  ['How long to roast butternut squash cubes?', /30-40 minutes/],
  ['how long to roast parsnips', /30-40 minutes/],
  ['How long to roast Brussels sprouts?', /20-25 minutes/],
  ['how long to roast aubergine', /25-35 minutes/],
  ['How long to fry courgettes?', /4-6 minutes/],
  ['how long to roast zucchini', /15-20 minutes/],
  ['How long to boil corn on the cob?', /4-7 minutes/],
  ['how long to steam carrots', /6-10 minutes/],
  ['How long to boil beetroot?', /30-60 minutes/],
  ['how long to cook bacon in the oven', /15-20 minutes/],
  ['How long to air fry tofu?', /12-15 minutes/],
  ['how long to roast pork tenderloin', /220 °C \/ 425 °F/, /20-25 minutes/, /145 °F/],
  ['How long to pan fry lamb chops?', /3-4 minutes per side/, /145 °F/],
  ['how long to sauté mushrooms', /5-8 minutes/],
  ['How long to steam cauliflower?', /6-10 minutes/],
  ['how long to wilt spinach', /1-3 minutes/],
  ['How long do frozen peas need to boil?', /2-4 minutes/],
  ['how long to cook couscous', /5 minutes/],
  ['How long to roast red peppers?', /20-30 minutes/],
  ['how long to microwave a sweet potato', /5-8 minutes/],
  ['what is the cooking time for new potatoes', /15-20 minutes/],
  ['How long to caramelise onions?', /40-50 minutes/],
];

describe('cooking times computed from the table', () => {
  it.each(TIMING)('%s', async (q, ...facts) => {
    const a = await answer(q);
    expect(a.kind, q).toBe('technique');
    for (const f of facts) expect(a.text, q).toMatch(f);
  });

  it('names the usual two or three methods when none is asked for', () => {
    const a = cookingTimeAnswer('how long to cook salmon')!;
    expect(a.text).toMatch(/Bake/);
    expect(a.text).toMatch(/Pan-fry/);
    expect(a.text).toMatch(/Grill/);
  });

  it('reads the food past a method word in its name, and adds the frozen rule for meat', () => {
    expect(cookingTimeAnswer('how long to roast chicken legs')!.text).toMatch(/Chicken thighs/);
    expect(cookingTimeAnswer('how long to cook roast chicken')!.text).toMatch(/Whole chicken/);
    expect(cookingTimeAnswer('how long to roast potatoes in the oven')!.text).toMatch(/Roast/);
    expect(cookingTimeAnswer('how long to bake frozen chicken breasts')!.text).toMatch(/50% longer/);
    expect(cookingTimeAnswer('how long to roast a 4 lb chicken')!.text).toMatch(/1 hr 35 min/);
    expect(cookingTimeAnswer('how many minutes per pound to roast a chicken')!.text).toMatch(/20 minutes per 500 g/);
  });

  it('says which methods it has when the one asked for is not among them', () => {
    const a = cookingTimeAnswer('how long to boil courgettes')!;
    expect(a.text).toMatch(/no time to \*\*boil\*\*/);
    expect(a.text).toMatch(/pan-fry/);
    expect(cookingTimeAnswer('how long to deep fry chips')!.text).toMatch(/air-fry/);
  });

  it('reads UK and US names, plurals and fillets', () => {
    const pairs: [string, string][] = [
      ['how long to roast aubergines', 'how long to roast eggplant'],
      ['how long to grill courgette', 'how long to grill zucchinis'],
      ['how long to boil king prawns', 'how long to boil jumbo shrimp'],
      ['how long to grill bacon rashers', 'how long to broil bacon strips'],
      ['how long to boil beetroot', 'how long to boil beets'],
    ];
    for (const [uk, us] of pairs) {
      const a = cookingTimeAnswer(uk)!;
      const b = cookingTimeAnswer(us)!;
      expect(a, uk).toBeDefined();
      expect(b?.text, us).toBe(a.text);
    }
  });

  it('gives every row and method a time, a doneness sign, and an oven temperature where one is used', () => {
    expect(COOKING_TIMES.length).toBeGreaterThanOrEqual(60);
    for (const row of COOKING_TIMES) {
      for (const [m, t] of Object.entries(row.methods)) {
        expect(t.minutes[0], `${row.food} ${m}`).toBeLessThanOrEqual(t.minutes[1]);
        expect(t.done.length, `${row.food} ${m}`).toBeGreaterThan(5);
        if (['roast', 'bake', 'air-fry'].includes(m)) expect(t.c, `${row.food} ${m}`).toBeDefined();
      }
    }
  });
});

describe('what is not a cooking time', () => {
  it('leaves keeping, thawing, resting, marinating, soaking and reheating questions alone', () => {
    for (const q of [
      'how long does cooked chicken keep in the fridge',
      'how long does cooked chicken last in the fridge',
      'how long is cooked rice good for',
      'how long can salmon stay in the freezer',
      'how long do boiled eggs last',
      'how long to defrost chicken breasts',
      'how long does it take to thaw frozen prawns',
      'how long should steak rest',
      'how long to rest a roast chicken before carving',
      'how long should i marinate chicken thighs',
      'how long to marinade pork chops',
      'how long to soak chickpeas',
      'how long to reheat rice in the microwave',
      'how long can you leave cooked rice out',
      'what temperature should salmon be cooked to',
    ])
      expect(cookingTimeAnswer(q), q).toBeUndefined();
  });

  it('leaves dishes made with a food, and appliances the table has no times for, to other answers', () => {
    for (const q of [
      'how long to bake carrot cake',
      'how long to cook fish fingers',
      'how long to simmer chicken stock',
      'how long to bake a sweet potato pie',
      'how long to cook egg fried rice',
      'how long to cook chicken in a slow cooker',
      'how long to cook rice in a pressure cooker',
      'how long to heat tinned chickpeas',
      'how long to cook baked beans',
    ])
      expect(cookingTimeAnswer(q), q).toBeUndefined();
  });

  it('keeping questions still get their keeping answer', async () => {
    expect((await answer('how long does cooked chicken keep in the fridge')).kind).toBe('storage');
  });

  it('an off-topic timing question stays off-topic', async () => {
    expect(classifyTopic('how long is a football match')).toBe('off-topic');
    expect((await answer('how long is a football match')).kind).toBe('redirect');
  });
});
