import styles from './brand-mark.module.css';

/** The site's mark (an anchor on the brand colours), in a header bar or above a login card; decoration only. */
export function BrandMark({ size, className }: { size: 'bar' | 'card'; className?: string }) {
  return (
    <span className={[styles.mark, styles[size], className].filter(Boolean).join(' ')} aria-hidden>
      ⚓
    </span>
  );
}
