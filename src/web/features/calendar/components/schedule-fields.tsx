import { useId } from 'react';
import { MEAL_TYPE_LABELS, SCHEDULE_MEAL_TYPES, type ScheduleMealType } from '../../../../shared/kitchen/meal-slots';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group';
import { todayLocal } from '../lib/dates';

export type ScheduleValues = { date: string; mealType: ScheduleMealType | '' };

/** A date (past days disabled) and breakfast/lunch/dinner: the fields of every schedule and move form. */
export function ScheduleFields({
  values,
  onChange,
  dateLabel = 'Date',
}: {
  values: ScheduleValues;
  onChange: (next: ScheduleValues) => void;
  dateLabel?: string;
}) {
  const dateId = useId();
  const mealLabelId = useId();
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor={dateId}>{dateLabel}</Label>
        <Input
          id={dateId}
          type="date"
          min={todayLocal()}
          value={values.date}
          onChange={(e) => onChange({ ...values, date: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <span id={mealLabelId} className="text-sm font-semibold text-ink">
          Meal type
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby={mealLabelId}
          value={values.mealType}
          onValueChange={(v) => onChange({ ...values, mealType: (v as ScheduleMealType) || '' })}
        >
          {SCHEDULE_MEAL_TYPES.map((t) => (
            <ToggleGroupItem key={t} value={t}>
              {MEAL_TYPE_LABELS[t]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
    </div>
  );
}

/** True when a date can be planned: a real yyyy-MM-dd, today or later. */
export function isPlannableDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= todayLocal();
}
