import { describe, expect, it } from 'vitest';
import { isEnterOnButton } from './enter-on-buttons';

describe('Enter on a button (spec §5)', () => {
  it('is suppressed on a button', () => {
    expect(isEnterOnButton({ key: 'Enter', target: { tagName: 'BUTTON' } })).toBe(true);
    expect(isEnterOnButton({ key: 'Enter', target: { tagName: 'button' } })).toBe(true);
  });

  it('is left alone in an input (a form still submits), on a tab or a menu item, and while composing', () => {
    expect(isEnterOnButton({ key: 'Enter', target: { tagName: 'INPUT' } })).toBe(false);
    expect(isEnterOnButton({ key: 'Enter', target: { tagName: 'DIV' } })).toBe(false);
    expect(isEnterOnButton({ key: 'Enter', target: { tagName: 'LI' } })).toBe(false);
    expect(isEnterOnButton({ key: 'Enter', isComposing: true, target: { tagName: 'BUTTON' } })).toBe(false);
    expect(isEnterOnButton({ key: 'Enter', target: null })).toBe(false);
  });

  it('leaves other keys on a button alone', () => {
    expect(isEnterOnButton({ key: ' ', target: { tagName: 'BUTTON' } })).toBe(false);
  });
});
