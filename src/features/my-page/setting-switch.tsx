import { Switch } from '@ark-ui/react/switch';
import { useId } from 'react';
import { css } from 'styled-system/css';

export interface SettingSwitchProps {
  /** the Korean name of the setting, also the switch's accessible name */
  label: string;
  description?: string;
  checked: boolean;
  /** a call for this setting is under way: the switch does not move until it answers */
  pending: boolean;
  onChange: (checked: boolean) => void;
}

/** A settings row with an Ark UI Switch: the whole row toggles, the switch is announced as a switch. */
export function SettingSwitch({ label, description, checked, pending, onChange }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <Switch.Root
      className={styles.root}
      checked={checked}
      readOnly={pending}
      data-pending={pending || undefined}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <span className={styles.text}>
        <Switch.Label className={styles.label}>{label}</Switch.Label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <Switch.Control className={styles.control}>
        <Switch.Thumb className={styles.thumb} />
      </Switch.Control>
      <Switch.HiddenInput role="switch" aria-describedby={description ? descriptionId : undefined} aria-busy={pending || undefined} />
    </Switch.Root>
  );
}

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    minHeight: '60px',
    paddingInline: '5',
    paddingBlock: '3',
    cursor: 'pointer',
    '&[data-pending]': { cursor: 'progress' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' }),
  label: css({ fontSize: '16px', color: 'gray.900' }),
  description: css({ fontSize: '13px', color: 'gray.600', lineHeight: '1.5', wordBreak: 'keep-all' }),
  control: css({
    position: 'relative',
    flexShrink: 0,
    width: '48px',
    height: '28px',
    borderRadius: 'full',
    bg: 'gray.300',
    transition: 'background-color 0.15s',
    _checked: { bg: 'primary' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    '[data-pending] > &': { opacity: 0.6 },
    _motionReduce: { transition: 'none' },
  }),
  thumb: css({
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '24px',
    height: '24px',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'transform 0.15s',
    _checked: { transform: 'translateX(20px)' },
    _motionReduce: { transition: 'none' },
  }),
};
