import { useId } from 'react';
import { Ruler } from 'lucide-react';
import type { MeasurementView, TemperatureScale, UnitSystem } from '../../../shared/kitchen/measurements';
import { otherView, US_VIEW, METRIC_VIEW } from '../../../shared/kitchen/measurements';
import { Button } from '../../components/ui/button';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { cn } from '../../lib/cn';

/**
 * Two choices: metric or US units, °C or °F (Account Settings, the generator). With no choice yet
 * (recipes as written) nothing is selected; the first pick sets both (US with °F, metric with °C).
 */
export function MeasurementControls({
  view,
  onChange,
  disabled,
  className,
}: {
  view: MeasurementView | null;
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
          value={view?.unitSystem ?? ''}
          disabled={disabled}
          onValueChange={(v) =>
            v && onChange({ ...(v === 'us' ? US_VIEW : METRIC_VIEW), ...view, unitSystem: v as UnitSystem })
          }
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
          value={view?.temperature ?? ''}
          disabled={disabled}
          onValueChange={(v) =>
            v && onChange({ ...(v === 'F' ? US_VIEW : METRIC_VIEW), ...view, temperature: v as TemperatureScale })
          }
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
 * and back to the cook's own units (or to the recipe as written). Nothing is saved.
 */
export function UnitsSwitch({
  own,
  switched,
  writtenIn,
  onChange,
  className,
}: {
  /** The cook's units; null: as written. */
  own: MeasurementView | null;
  /** This card's other way, while switched. */
  switched: MeasurementView | null;
  /** The system the recipe is mostly written in (the other way of 'as written'). */
  writtenIn: UnitSystem;
  onChange: (view: MeasurementView | null) => void;
  className?: string;
}) {
  const next = otherView(own ?? (writtenIn === 'us' ? US_VIEW : METRIC_VIEW));
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('w-fit px-2 text-primary-ink hover:bg-primary-soft', className)}
      aria-pressed={switched !== null}
      onClick={() => onChange(switched ? null : next)}
      data-testid="units-switch"
    >
      <Ruler aria-hidden="true" />
      {switched ? (own ? `Back to ${label(own)}` : 'Back to as written') : `Show in ${label(next)}`}
    </Button>
  );
}
