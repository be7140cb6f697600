// Preparation notes and cooking phrases that depend on what is actually in the pan
// (shrimp cook in 2-3 minutes, chicken thighs in 6-8).

import type { CookingMethod } from '../../../shared/kitchen/types';
import type { IngredientInfo } from './ingredients';
import type { Cut } from './model';

// ---------------------------------------------------------------------------
// Default preparation notes

/** The usual note for an ingredient line when the slot does not say ('onion' -> 'diced'). */
export function defaultPrep(info: IngredientInfo, cut: Cut | undefined): string | undefined {
  const k = info.kinds;
  if (cut && cut !== 'none') return cutPrep(info, cut);
  if (info.id === 'garlic') return 'minced';
  if (info.id === 'ginger') return 'grated';
  if (k.has('scallion')) return 'thinly sliced';
  if (k.has('onion') || info.id === 'leeks') return 'diced';
  if (k.has('soft-herb')) return 'chopped';
  if (['thyme', 'rosemary'].includes(info.id)) return 'leaves chopped';
  if (k.has('lemon') || k.has('lime')) return 'juiced';
  if (k.has('hard-cheese') || k.has('melting-cheese')) return info.id === 'mozzarella' ? 'torn' : 'grated';
  if (k.has('fresh-cheese') && ['feta', 'goat-cheese', 'cotija'].includes(info.id)) return 'crumbled';
  if (info.id === 'blue-cheese') return 'crumbled';
  if (info.id === 'cherry-tomatoes') return 'halved';
  if (k.has('tomato')) return 'chopped';
  if (k.has('mushroom')) return info.id === 'enoki' ? 'separated' : 'sliced';
  if (k.has('pepper') || info.id === 'poblano') return 'sliced';
  if (k.has('chili')) return 'finely chopped';
  if (info.id === 'broccoli' || info.id === 'cauliflower') return 'cut into small florets';
  if (k.has('brassica') && info.id.includes('cabbage')) return 'shredded';
  if (info.id === 'bok-choy') return 'quartered';
  if (k.has('leafy') && info.id !== 'spinach' && info.id !== 'arugula' && info.id !== 'watercress')
    return 'roughly chopped';
  if (info.id === 'green-beans' || info.id === 'snow-peas' || info.id === 'asparagus') return 'trimmed';
  if (k.has('potato') || k.has('sweet-potato') || k.has('root') || k.has('squash') || info.id === 'eggplant')
    return 'diced';
  // What comes out or off first is said (tenth read: fruit never peeled or stoned).
  if (info.id === 'avocado' || info.id === 'mango') return 'peeled, stoned and diced';
  if (info.id === 'pineapple') return 'peeled, cored and diced';
  if (info.id === 'papaya') return 'peeled, seeded and diced';
  if (info.id === 'cucumber') return 'diced';
  if (info.id === 'strawberries') return 'hulled and sliced';
  if (k.has('orchard') && info.id !== 'figs') return 'cored and sliced';
  if (info.id === 'figs') return 'quartered';
  if (k.has('stone-fruit') && info.id !== 'cherries') return 'stoned and sliced';
  if (info.id === 'cherries') return 'pitted';
  if (info.id === 'bananas' || info.id === 'kiwi') return 'peeled and sliced';
  // Whole prunes and apricots do not fold into a walnut-size bite (cook read 22: '3 prunes', 'Fold in the prunes').
  if (info.id === 'prunes' || info.id === 'dried-apricots') return 'chopped';
  if (info.id === 'dates') return 'pitted and chopped';
  if (k.has('legume') && info.ing.unit.name === 'can') return 'drained and rinsed';
  if (k.has('lentil')) return 'rinsed';
  if (k.has('nut') && !['sesame-seeds', 'pine-nuts', 'pumpkin-seeds', 'shredded-coconut'].includes(info.id))
    return 'roughly chopped';
  if (info.id === 'dark-chocolate') return 'chopped';
  return undefined;
}

function cutPrep(info: IngredientInfo, cut: Cut): string | undefined {
  const k = info.kinds;
  if (k.has('legume')) return info.ing.unit.name === 'can' ? 'drained and rinsed' : 'rinsed';
  if (k.has('ground')) return undefined;
  if (info.id === 'shrimp') return 'peeled and deveined';
  if (info.id === 'scallops') return 'patted dry';
  if (info.id === 'squid') return 'cleaned and cut into rings';
  if (info.id === 'mussels' || info.id === 'clams') return 'scrubbed';
  if (info.id === 'smoked-salmon' || info.id === 'prosciutto') return 'torn into strips';
  if (info.ing.unit.name === 'can') return 'drained';
  if (k.has('cured')) return info.id === 'italian-sausage' || info.id === 'chorizo' ? 'sliced' : 'chopped';
  if (k.has('soy'))
    return cut === 'whole' || cut === 'cutlet'
      ? 'pressed and cut into thick slabs'
      : cut === 'strips'
        ? 'pressed and cut into strips'
        : 'pressed and cubed';
  if (k.has('paneer')) return cut === 'whole' ? 'sliced' : 'cubed';
  // Small berries go in whole (seventeenth read: 'blackberries, cut into bite-size pieces').
  if (k.has('berry') && info.id !== 'strawberries') return info.id === 'cherries' ? 'pitted' : undefined;
  // Fruit kept whole for skewers (sixteenth read: tanghulu of sliced strawberries).
  if (cut === 'whole' && info.roles.has('fruit'))
    return info.id === 'strawberries'
      ? 'hulled, left whole'
      : info.id === 'kiwi'
        ? 'peeled and cut into thick chunks'
        : info.id === 'mandarins'
          ? 'peeled and separated into segments'
          : undefined;
  if (k.has('fish')) {
    if (cut === 'whole' || cut === 'cutlet') return 'cut into portions';
    return 'skinned and cut into chunks';
  }
  switch (cut) {
    case 'bite':
      return 'cut into bite-size pieces';
    case 'strips':
      return 'cut into thin strips';
    case 'chunks':
      return 'cut into 3 cm chunks';
    case 'cutlet':
      return 'sliced into thin cutlets';
    case 'whole':
      return k.has('poultry') && info.id !== 'duck-breast' ? 'patted dry' : undefined;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------
// Cooking phrases

type Family = 'pan' | 'fry' | 'grill';

function family(method: CookingMethod): Family {
  if (method === 'fry') return 'fry';
  if (method === 'grill') return 'grill';
  return 'pan';
}

/** How long and to what doneness the ingredient cooks in a pan, grill or shallow oil. */
export function cookPhrase(info: IngredientInfo, method: CookingMethod, cut: Cut = 'bite', coated = false): string {
  const phrase = cookingPhrase(info, method, cut, coated);
  // Stir-fried pieces are tossed, not turned once: 'Stir-fry the halloumi for 2-3 minutes per side'
  // (ninth read) becomes the same total time, tossing.
  return method === 'stir-fry'
    ? phrase.replace(
        /\bfor (\d+)-(\d+) minutes per side\b/,
        (_, a: string, b: string) => `for ${Number(a) * 2}-${Number(b) * 2} minutes, tossing now and then,`,
      )
    : phrase;
}

function cookingPhrase(info: IngredientInfo, method: CookingMethod, cut: Cut, coated: boolean): string {
  const k = info.kinds;
  // Only a dredged or crumbed dish is fried per side until its coating crisps; bare pieces are pan-cooked.
  const f = family(method) === 'fry' && !coated ? 'pan' : family(method);
  const crisp = 'the coating is crisp';
  const whole = cut === 'whole' || cut === 'cutlet';
  // A whole duck breast renders its skin; strips or pieces (no skin side left) cook like a lean steak.
  if (info.id === 'duck-breast')
    return whole
      ? 'skin side down for 8 minutes until the skin is crisp, then 3-4 minutes on the other side'
      : 'for 4-5 minutes until browned and just cooked through';
  if (k.has('shellfish')) {
    if (info.id === 'scallops') return 'for 1-2 minutes per side until golden and just opaque';
    if (info.id === 'squid') return 'for 1-2 minutes until just opaque; any longer and it turns rubbery';
    return f === 'grill'
      ? 'for 3-4 minutes, turning once, until pink and lightly charred'
      : 'for 2-3 minutes until pink and just opaque';
  }
  if (k.has('fish')) {
    // A tuna steak is seared and left pink, crumbed or grilled too: cooked until it flakes it is dry
    // (cook read 19: a tuna katsu fried 'until the fish flakes easily').
    if (info.id === 'tuna-steak')
      return f === 'fry'
        ? `for 1-2 minutes per side until ${crisp} and golden, leaving the tuna pink in the middle`
        : f === 'grill'
          ? 'for 1-2 minutes per side over high heat until charred outside and still pink in the middle'
          : 'for 1-2 minutes per side, leaving it pink in the middle';
    if (f === 'fry') return `for 3-4 minutes per side until ${crisp} and deep golden and the fish flakes easily`;
    if (f === 'grill') return 'for 6-8 minutes, turning carefully once, until charred and the fish flakes easily';
    return whole
      ? 'for 3-4 minutes per side until golden and crisp at the edges and the flesh flakes easily'
      : 'for 3-4 minutes, turning gently, until just opaque';
  }
  if (k.has('ground')) return 'for 6-8 minutes until browned, breaking it up with a spoon';
  // A slow cut in a pan (pork belly in pieces) renders its fat before it crisps.
  if (k.has('slow') && f !== 'grill')
    return 'for 12-15 minutes, turning, until the fat has rendered and the edges are crisp';
  if (k.has('cured')) {
    if (info.id === 'italian-sausage') return 'for 6-8 minutes, turning, until browned and cooked through';
    return 'for 4-5 minutes until crisp and the fat has rendered';
  }
  if (k.has('poultry')) {
    if (f === 'fry') return `for 4-5 minutes per side until ${crisp} and deep golden and the chicken is cooked through`;
    if (f === 'grill')
      return 'for 10-12 minutes, turning every couple of minutes, until charred at the edges and cooked through';
    if (whole)
      return cut === 'cutlet'
        ? 'for 3-4 minutes per side until golden and just cooked through, still juicy inside'
        : 'for 5-6 minutes per side until golden and cooked through';
    return method === 'stir-fry'
      ? 'for 5-6 minutes until golden and cooked through'
      : 'for 6-8 minutes, stirring now and then, until golden and cooked through';
  }
  if (k.has('beef')) {
    if (f === 'grill') return 'for 6-8 minutes, turning, until charred outside and still juicy inside';
    return whole
      ? 'for 3-4 minutes per side for medium-rare, then rest 5 minutes'
      : 'for 2-3 minutes until browned but still pink inside';
  }
  if (k.has('pork')) {
    if (f === 'fry') return `for 4-5 minutes per side until ${crisp} and deep golden and the pork is cooked through`;
    if (f === 'grill') return 'for 10-12 minutes, turning, until charred and cooked through';
    return whole
      ? 'for 4-5 minutes per side until golden and just cooked through'
      : 'for 5-6 minutes until browned and cooked through';
  }
  if (k.has('lamb')) {
    if (f === 'grill') return 'for 8-10 minutes, turning, until charred outside and still slightly pink inside';
    // Thin strips brown in minutes; 6-8 is for chunks (cook read 27: strips 'cooked in batches for 6-8 minutes').
    return cut === 'strips'
      ? 'for 2-3 minutes until browned but still slightly pink inside'
      : 'for 6-8 minutes until browned all over';
  }
  if (k.has('soy')) {
    if (f === 'fry') return `for 2-3 minutes per side until ${crisp} and golden`;
    if (f === 'grill') return 'for 6-8 minutes, turning, until charred at the edges';
    return 'for 6-8 minutes, turning, until golden on all sides';
  }
  if (k.has('paneer'))
    return f === 'grill'
      ? 'for 6-8 minutes, turning, until charred in spots'
      : 'for 2-3 minutes per side until golden in spots';
  if (k.has('legume')) return 'for 4-5 minutes until lightly crisp at the edges';
  if (k.has('egg')) return 'for 2-3 minutes until just set';
  if (k.has('mushroom')) return 'for 6-7 minutes until browned and their liquid has cooked off';
  return 'for 5-6 minutes until tender and lightly browned';
}

/** Cooking in liquid (curries, broths, donburi). */
export function simmerPhrase(info: IngredientInfo, cut: Cut = 'bite'): string {
  const k = info.kinds;
  const strips = cut === 'strips';
  if (k.has('shellfish')) return 'for 2-3 minutes until just cooked';
  if (k.has('fish')) return 'for 4-5 minutes until the fish just flakes';
  if (k.has('ground')) return 'for 10 minutes, breaking it up with a spoon, until cooked through';
  // Bite-size breast is cooked through in 8-10 minutes and dry after 20; thighs take the longer simmer
  // (cook read 24: breast pieces simmered 15-20 minutes in a congee).
  if (k.has('poultry'))
    return strips
      ? 'for 6-8 minutes until cooked through'
      : /breast/.test(info.id)
        ? 'for 8-10 minutes until cooked through'
        : 'for 15-20 minutes until cooked through';
  if (k.has('beef')) return strips ? 'for 2-3 minutes until just cooked' : 'for 40-45 minutes until tender';
  if (k.has('lamb')) return strips ? 'for 3-4 minutes until just cooked' : 'for 40-45 minutes until tender';
  if (k.has('pork') || k.has('cured'))
    return strips ? 'for 4-5 minutes until cooked through' : 'for 15-20 minutes until cooked through';
  return 'for 8-10 minutes so it soaks up the flavours';
}

/** Long, covered cooking (tagine, fricassée). */
export function braisePhrase(info: IngredientInfo): string {
  const k = info.kinds;
  if (k.has('lamb') || (k.has('beef') && !k.has('ground'))) return 'for 60 minutes';
  if (k.has('fish')) return 'for 10-12 minutes';
  if (k.has('shellfish')) return 'for 5 minutes';
  if (k.has('legume') || k.has('soy')) return 'for 20 minutes';
  return 'for 30-35 minutes';
}

/** In a hot oven. */
export function roastPhrase(info: IngredientInfo): string {
  const k = info.kinds;
  const name = info.stepName;
  if (k.has('shellfish')) return 'for 8-10 minutes until pink and just cooked';
  if (k.has('fish')) return `for 12-15 minutes until the ${name} flakes easily`;
  if (k.has('cured')) return 'for 25 minutes until browned and cooked through';
  if (k.has('poultry')) return 'for 25-30 minutes until golden and cooked through';
  if (k.has('pork')) return 'for 20-25 minutes until cooked through';
  if (k.has('lamb')) return 'for 20-25 minutes until browned outside and just pink inside';
  if (k.has('beef')) return 'for 15-20 minutes until browned outside and pink inside';
  if (k.has('soy')) return 'for 25 minutes until golden and firm';
  if (k.has('paneer')) return 'for 15-20 minutes until golden in spots';
  if (k.has('legume')) return 'for 20-25 minutes until hot and crisp at the edges';
  return 'for 25-30 minutes until tender and golden';
}

/** A whole sentence that gets a protein ready for a cold dish (salads, rice balls). */
export function readySentence(info: IngredientInfo): string {
  const k = info.kinds;
  const name = info.stepName;
  if (k.has('legume') && info.ing.unit.name === 'can') return `Drain and rinse the ${name}, then pat dry.`;
  if (info.id === 'edamame') return `Cook the ${name} in boiling salted water for 4 minutes, then drain and cool.`;
  if (info.ing.unit.name === 'can') return `Drain the ${name} and break into chunks.`;
  if (info.id === 'smoked-salmon' || info.id === 'prosciutto') return `Tear the ${name} into strips.`;
  if (info.id === 'anchovies') return `Roughly chop the ${name}.`;
  if (info.id === 'tuna-steak')
    return `Season the ${name} and sear it in a very hot dry pan for 1-2 minutes per side, leaving it pink inside; slice thickly.`;
  if (k.has('shellfish'))
    return `Cook the ${name} in boiling salted water for 2-3 minutes until just cooked, then drain and cool.`;
  if (k.has('cured'))
    return `Cook the ${name} in a dry frying pan over medium heat for 5-6 minutes until crisp, then drain on paper towels and break into pieces.`;
  if (k.has('soy'))
    return `Pat the ${name} dry and grill it under a hot grill (broiler) for 10 minutes, turning once, until golden; cool and cut into cubes.`;
  if (k.has('fish'))
    return `Season the ${name} and cook it under a hot grill (broiler) for 8-10 minutes until it flakes easily; cool, then flake it.`;
  if (k.has('poultry'))
    // The list cuts it into bite-size pieces: pieces grill fast and need no slicing (seventh read:
    // 'cut into bite-size pieces', then grilled 12-15 minutes and sliced).
    return `Season the ${name}, spread it on a tray and cook it under a hot grill (broiler) for 8-10 minutes, turning once, until cooked through; let it cool a little.`;
  if (info.methods.has('raw')) return `Finely chop the ${name}.`;
  return `Cook the ${name} in a little boiling salted water until tender, then drain and cool.`;
}
