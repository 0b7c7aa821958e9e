/**
 * The controls of the login pages as plain elements in antd's look (login.module.css): a field with its
 * label and message, the password with its eye, a checkbox, the submit button, an alert, and the header's
 * menus (language, theme). Each is what the page needs and no more; the app's own pages use antd.
 */
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './login.module.css';

export { styles as loginStyles };

/** One of antd's outlined icons, drawn from its path data alone. */
export function Icon({ icon }: { icon: IconDefinition }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <svg className={styles.icon} viewBox={svg.attrs.viewBox} aria-hidden focusable="false">
      {(svg.children ?? []).map((child, index) => (
        <path key={index} d={String(child.attrs.d)} />
      ))}
    </svg>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  prefix?: IconDefinition;
  /** For the password: the eye's names ('show password', 'hide password'). */
  reveal?: { show: string; hide: string };
}

/** A labelled large input; its message below it, tied to it by aria-describedby. */
export function Field({ id, label, value, onValue, error, prefix, reveal, type, ...input }: FieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}_help`;
  return (
    <div className={[styles.item, error ? styles.itemWithError : ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={[styles.control, error ? styles.invalid : ''].join(' ')}>
        {prefix ? (
          <span className={styles.prefix}>
            <Icon icon={prefix} />
          </span>
        ) : null}
        <input
          {...input}
          id={id}
          type={reveal ? (shown ? 'text' : 'password') : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {reveal ? <RevealButton shown={shown} onToggle={() => setShown((now) => !now)} names={reveal} /> : null}
      </span>
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function RevealButton({ shown, onToggle, names }: { shown: boolean; onToggle(): void; names: { show: string; hide: string } }) {
  return (
    <button type="button" className={styles.eye} onClick={onToggle} aria-label={shown ? names.hide : names.show} aria-pressed={shown}>
      <Icon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
    </button>
  );
}

export function Checkbox({ id, label, checked, onChecked }: { id: string; label: string; checked: boolean; onChecked(checked: boolean): void }) {
  return (
    <label className={styles.check} htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    // Busy, it stays focusable and named; a second press while the first runs is ignored by the form.
    <button type="submit" className={styles.submit} aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden /> : null}
      {children}
    </button>
  );
}

/** What the server said, or what went wrong on the way, above the button; read out when it appears. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      {message}
    </div>
  );
}

export interface MenuChoice<T extends string> {
  key: T;
  label: string;
  icon?: IconDefinition;
}

/**
 * A button that opens a short menu of exclusive choices (the language, the theme): arrows move between
 * them, Enter or Space picks, Escape and a click elsewhere close it and give the focus back.
 */
export function ChoiceMenu<T extends string>({
  label,
  buttonText,
  buttonIcon,
  choices,
  current,
  onChoose,
}: {
  label: string;
  buttonText?: string;
  buttonIcon: IconDefinition;
  choices: ReadonlyArray<MenuChoice<T>>;
  current: T;
  onChoose(key: T): void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const host = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    const chosen = Math.max(0, choices.findIndex((choice) => choice.key === current));
    items.current[chosen]?.focus();
    const outside = (event: MouseEvent) => {
      if (!host.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, choices, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (key: T) => {
    close();
    if (key !== current) onChoose(key);
  };
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const move = (to: number) => items.current[(to + choices.length) % choices.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(choices.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'Enter' || event.key === ' ') choose(choices[index]!.key);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.menuHost} ref={host}>
      <button
        ref={button}
        type="button"
        className={[styles.barButton, buttonText ? '' : styles.iconOnly].join(' ')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        <Icon icon={buttonIcon} />
        {buttonText ? <span>{buttonText}</span> : null}
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className={styles.menu}>
          {choices.map((choice, index) => (
            <li
              key={choice.key}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={choice.key === current}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(choice.key)}
              onKeyDown={(event) => onKey(event, index)}
            >
              {choice.icon ? <Icon icon={choice.icon} /> : null}
              {choice.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
