import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/**
 * The view switch of a management tab (Module Templates / User Modules, Series Templates / Series
 * Instances; spec 001 §2.1): one button per view, exactly one pressed; pressing the pressed one keeps it.
 */
export function ViewToggle<V extends string>({
  label,
  value,
  views,
  onChange,
}: {
  label: string;
  value: V;
  views: readonly { value: V; label: string }[];
  onChange: (next: V) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_e, next: V | null) => {
        if (next) onChange(next);
      }}
    >
      {views.map((view) => (
        <ToggleButton key={view.value} value={view.value}>
          {view.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
