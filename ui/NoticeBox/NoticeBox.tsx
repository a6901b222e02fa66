import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import { body, iconTone, notice, title as titleClass } from './NoticeBox.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeBoxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Meaning and colour: info, success, warning (the spec's yellow) or error. */
  tone?: NoticeTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message; may contain links (e.g. "Inicia sesión", "Restablece tu contraseña"). */
  children: ReactNode;
  /** How it is announced: politely (`status`, default), at once (`alert`, the default for errors) or not at all. */
  announce?: 'polite' | 'assertive' | 'off';
  /** Word read before the message so the tone is not carried by colour alone. */
  toneLabel?: string;
}

const toneLabels: Record<NoticeTone, string> = {
  info: 'Información',
  success: 'Éxito',
  warning: 'Atención',
  error: 'Error',
};

const paths: Record<NoticeTone, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3L2 21h20L12 3z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" strokeLinecap="round" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" strokeLinecap="round" />
    </>
  ),
};

/** A message block for form and page feedback, announced when it appears. */
export const NoticeBox = forwardRef<HTMLDivElement, NoticeBoxProps>(function NoticeBox(
  { tone = 'info', title, children, announce, toneLabel, className, ...rest },
  ref,
) {
  const mode = announce ?? (tone === 'error' ? 'assertive' : 'polite');
  const role = mode === 'assertive' ? 'alert' : mode === 'polite' ? 'status' : undefined;
  return (
    <div
      ref={ref}
      role={role}
      data-tone={tone}
      className={[notice({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={iconTone({ tone })}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        {paths[tone]}
      </svg>
      <div className={body}>
        <span className={visuallyHidden}>{toneLabel ?? toneLabels[tone]}: </span>
        {title ? <p className={titleClass}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
});
