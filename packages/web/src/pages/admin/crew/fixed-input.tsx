import { Input } from 'antd';
import type { FieldInputRenderer } from '../../../components/resource/field-input';

/**
 * The input of a field a page fixes (the seafarer on their own page, the position on its requirements):
 * it shows the record's name and keeps the preset id as the form's value.
 */
export function fixedInput(text: string): FieldInputRenderer {
  return function FixedInput({ id }) {
    return <Input id={id} value={text} disabled />;
  };
}
