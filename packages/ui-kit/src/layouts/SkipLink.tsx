import { UI_TEXTS } from '@kreolab/i18n-ru';

export const MAIN_ID = 'main';

/** First focusable element: lets keyboard users jump over the header straight to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="kreolab-skip-link"
      style={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1000,
        padding: '8px 12px',
        background: 'var(--mantine-color-body)',
        borderRadius: 6,
        transform: 'translateY(-200%)',
      }}
      onFocus={(e) => (e.currentTarget.style.transform = 'none')}
      onBlur={(e) => (e.currentTarget.style.transform = 'translateY(-200%)')}
    >
      {UI_TEXTS.skipToContent}
    </a>
  );
}
