import { Apple, Carrot, Droplets, Drumstick, Egg, Leaf, Package, Wheat, type LucideIcon } from 'lucide-react';
import type { Frequency } from '../../../../shared/api/pantry';
import type { IngredientCategory } from '../../../../shared/kitchen/types';

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  always: 'Always',
  usually: 'Usually',
  sometimes: 'Sometimes',
  rarely: 'Rarely',
};

export const CATEGORY_ICONS: Record<IngredientCategory, LucideIcon> = {
  Proteins: Drumstick,
  Vegetables: Carrot,
  Fruits: Apple,
  'Grains & Starches': Wheat,
  'Dairy & Eggs': Egg,
  'Pantry Staples': Package,
  'Herbs & Spices': Leaf,
  'Oils & Condiments': Droplets,
};
