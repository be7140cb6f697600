import type { ScheduleMealType } from '../../../../shared/kitchen/meal-slots';

// One colour per slot, dark enough for 3:1 against white (dots and borders are also labelled in text).
export const SLOT_DOT: Record<ScheduleMealType, string> = {
  breakfast: 'bg-[#a16207]',
  lunch: 'bg-sage',
  dinner: 'bg-primary',
};

export const SLOT_BORDER: Record<ScheduleMealType, string> = {
  breakfast: 'border-[#a16207]',
  lunch: 'border-sage',
  dinner: 'border-primary',
};
