import { InputNumber } from 'antd';
import { toMajor, toMinor } from '../locales/money';

export interface MoneyInputProps {
  /** Minor units, as the form and the server hold the amount. */
  value?: number | null;
  onChange?: (minor: number | null) => void;
  id?: string;
  /** Bounds in minor units. */
  min?: number;
  max?: number;
}

/** An amount typed in major units with two decimals (12.50) whose value is whole minor units (1250). */
export function MoneyInput({ value, onChange, id, min, max }: MoneyInputProps) {
  return (
    <InputNumber<number>
      id={id}
      value={typeof value === 'number' ? toMajor(value) : null}
      onChange={(next) => onChange?.(toMinor(next))}
      precision={2}
      step={1}
      {...(min !== undefined ? { min: toMajor(min) } : {})}
      {...(max !== undefined ? { max: toMajor(max) } : {})}
      style={{ width: '100%' }}
    />
  );
}
