import {
  Amphora,
  CookingPot,
  Croissant,
  Fish,
  Flame,
  Hamburger,
  Pizza,
  Soup,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { CuisineOption } from '../../../../shared/api/recipes';

export type CuisineCard = {
  value: CuisineOption;
  label: string;
  tagline: string;
  icon: LucideIcon;
  tone: 'primary' | 'sage' | 'butter';
};

/** The nine choices of step 1 (spec section 3: any plus eight cuisines), in the spec's order. */
export const CUISINE_CARDS: CuisineCard[] = [
  { value: 'any', label: 'Any Cuisine', tagline: "Chef's choice, anything goes", icon: Sparkles, tone: 'primary' },
  { value: 'italian', label: 'Italian', tagline: 'Pasta, risotto, fresh herbs', icon: Pizza, tone: 'sage' },
  { value: 'mexican', label: 'Mexican', tagline: 'Tacos, salsas, smoky chilli', icon: Flame, tone: 'butter' },
  { value: 'asian', label: 'Asian', tagline: 'Stir-fries, noodles, curries', icon: Soup, tone: 'primary' },
  { value: 'american', label: 'American', tagline: 'Burgers, bakes, comfort food', icon: Hamburger, tone: 'sage' },
  {
    value: 'mediterranean',
    label: 'Mediterranean',
    tagline: 'Olive oil, grains, grilled veg',
    icon: Amphora,
    tone: 'butter',
  },
  { value: 'indian', label: 'Indian', tagline: 'Dals, curries, warm spices', icon: CookingPot, tone: 'primary' },
  { value: 'french', label: 'French', tagline: 'Bistro classics, butter, wine', icon: Croissant, tone: 'sage' },
  { value: 'japanese', label: 'Japanese', tagline: 'Rice bowls, miso, umami', icon: Fish, tone: 'butter' },
];

export function cuisineLabel(value: string): string {
  return CUISINE_CARDS.find((c) => c.value === value)?.label ?? value;
}
