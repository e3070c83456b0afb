import { HUMANIZE_MODES, HUMANIZE_MODE_LABELS, type HumanizeMode } from '../../../../contract/humanize';
import { SelectField } from '../../../components/select-field';
import { useVoices } from '../../../lib/voices/api/get-voices';

type ModeSelectProps = {
  value: HumanizeMode;
  onChange: (mode: HumanizeMode) => void;
  disabled?: boolean;
};

/** The humanizer's modes (docs/product/humanizer.md#modes); "In my voice" only when the creator has a brand voice. */
export function ModeSelect({ value, onChange, disabled }: ModeSelectProps) {
  const voices = useVoices();
  const hasVoice = (voices.data?.voices.length ?? 0) > 0;
  const options = HUMANIZE_MODES.filter((mode) => mode !== 'voice' || hasVoice || value === 'voice').map((mode) => ({
    value: mode,
    label: HUMANIZE_MODE_LABELS[mode],
  }));
  return <SelectField label="Mode" value={value} options={options} onValueChange={onChange} disabled={disabled} />;
}
