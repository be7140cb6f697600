import { FREQUENCIES, type Frequency } from '../../../../shared/kitchen/frequency';
import { NativeSelect } from '../../../components/ui/native-select';
import { FREQUENCY_LABELS } from '../lib/labels';

type FrequencySelectProps = {
  value: Frequency;
  onChange: (frequency: Frequency) => void;
  id?: string;
  'aria-label'?: string;
  className?: string;
};

/** How often the cook has an ingredient: always, usually, sometimes or rarely. */
export function FrequencySelect({ value, onChange, id, className, ...aria }: FrequencySelectProps) {
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as Frequency)}
      aria-label={aria['aria-label']}
      wrapperClassName={className}
    >
      {FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </NativeSelect>
  );
}
