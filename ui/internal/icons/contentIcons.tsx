import type { ReactNode, SVGProps } from 'react';

/** Icons of overlays, navigation and content: one 24-unit grid, 2-unit round strokes, `currentColor`. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function LineIcon({ children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M15 6l-6 6 6 6" />
  </LineIcon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 6l6 6-6 6" />
  </LineIcon>
);

export const MenuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const InfoIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </LineIcon>
);

export const SuccessIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </LineIcon>
);

export const WarningIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3.5L2.5 20h19L12 3.5z" />
    <path d="M12 10v4.5M12 17.5v.5" />
  </LineIcon>
);

export const ErrorIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </LineIcon>
);

export const ClockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const PauseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 6v12M15 6v12" />
  </LineIcon>
);

export const PlayIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M8 5.5v13l10-6.5-10-6.5z" />
  </LineIcon>
);

export const MailIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </LineIcon>
);

export const PhoneIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
  </LineIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21c-4-3.6-7-7.4-7-11.5a7 7 0 0114 0c0 4.1-3 7.9-7 11.5z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);

export const ExternalLinkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
  </LineIcon>
);

export const GiftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1 s3 1 5 1zM12 8c1.5-3 5-3.5 5-1 s-3 1-5 1z" />
  </LineIcon>
);

export const EyeIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const EyeOffIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3 3.9M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </LineIcon>
);
