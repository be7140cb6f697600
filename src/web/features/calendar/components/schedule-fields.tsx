import { useId } from 'react';
import { MEAL_TYPE_LABELS, SCHEDULE_MEAL_TYPES, type ScheduleMealType } from '../../../../shared/kitchen/meal-slots';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/ui/form-field';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group';
import { todayLocal } from '../lib/dates';

export type ScheduleValues = { date: string; mealType: ScheduleMealType | '' };

/** A date (past days disabled) and breakfast/lunch/dinner: the fields of every schedule and move form. */
export function ScheduleFields({
  values,
  onChange,
  dateLabel = 'Date',
  invalidDate = false,
}: {
  values: ScheduleValues;
  onChange: (next: ScheduleValues) => void;
  dateLabel?: string;
  invalidDate?: boolean;
}) {
  const dateId = useId();
  const mealLabelId = useId();
  return (
    <div className="grid gap-5">
      <FormField label={dateLabel} id={dateId}>
        <Input
          type="date"
          min={todayLocal()}
          value={values.date}
          aria-invalid={invalidDate || undefined}
          onChange={(e) => onChange({ ...values, date: e.target.value })}
        />
      </FormField>
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
