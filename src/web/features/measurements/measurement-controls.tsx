import { useId } from 'react';
import { Ruler } from 'lucide-react';
import type { MeasurementView, TemperatureScale, UnitSystem } from '../../../shared/kitchen/measurements';
import { otherView } from '../../../shared/kitchen/measurements';
import { Button } from '../../components/ui/button';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { cn } from '../../lib/cn';

/** Two choices: metric or US units, °C or °F (Account Settings, the generator for visitors). */
export function MeasurementControls({
  view,
  onChange,
  disabled,
  className,
}: {
  view: MeasurementView;
  onChange: (view: MeasurementView) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-6 gap-y-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-units`} className="text-sm font-semibold text-ink">
          Units
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby={`${id}-units`}
          value={view.unitSystem}
          disabled={disabled}
          onValueChange={(v) => v && onChange({ ...view, unitSystem: v as UnitSystem })}
        >
          <ToggleGroupItem value="metric">Metric (g, ml)</ToggleGroupItem>
          <ToggleGroupItem value="us">US (cups, oz)</ToggleGroupItem>
        </ToggleGroup>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-temp`} className="text-sm font-semibold text-ink">
          Temperature
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby={`${id}-temp`}
          value={view.temperature}
          disabled={disabled}
          onValueChange={(v) => v && onChange({ ...view, temperature: v as TemperatureScale })}
        >
          <ToggleGroupItem value="C">°C</ToggleGroupItem>
          <ToggleGroupItem value="F">°F</ToggleGroupItem>
        </ToggleGroup>
      </div>
    </div>
  );
}

const label = (v: MeasurementView) =>
  v.unitSystem === 'us' ? `US units, °${v.temperature}` : `metric, °${v.temperature}`;

/**
 * The recipe card's small switch: shows this one recipe the other way (metric and °C, or US and °F)
 * and back to the cook's own units. Nothing is saved.
 */
export function UnitsSwitch({
  own,
  shown,
  onChange,
  className,
}: {
  own: MeasurementView;
  shown: MeasurementView;
  onChange: (view: MeasurementView | null) => void;
  className?: string;
}) {
  const switched = shown.unitSystem !== own.unitSystem || shown.temperature !== own.temperature;
  const next = switched ? own : otherView(own);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('w-fit px-2 text-primary-ink hover:bg-primary-soft', className)}
      aria-pressed={switched}
      onClick={() => onChange(switched ? null : next)}
      data-testid="units-switch"
    >
      <Ruler aria-hidden="true" />
      {switched ? `Back to ${label(own)}` : `Show in ${label(next)}`}
    </Button>
  );
}
