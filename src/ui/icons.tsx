import type { ReactNode, SVGProps } from 'react';

/**
 * 24px line icons drawn on a 24×24 grid with round caps, in `currentColor`.
 * Decorative by default (aria-hidden): the button or link around an icon carries the Korean name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** rendered width and height in px (default 24) */
  size?: number;
  /** fill the shape with currentColor (active tab, liked heart) */
  filled?: boolean;
}

function Icon({ size = 24, filled = false, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
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

export const BackIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const ShareIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M12 3v12" />
    <path d="M7.5 7.5L12 3l4.5 4.5" />
    <path d="M5 12v6.5A2.5 2.5 0 0 0 7.5 21h9a2.5 2.5 0 0 0 2.5-2.5V12" />
  </Icon>
);

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 8.8 5.5c1.4 0 2.5.7 3.2 1.8.7-1.1 1.8-1.8 3.2-1.8a4.3 4.3 0 0 1 4.3 4.3C19.5 15.4 12 20 12 20z" />
  </Icon>
);

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10.5L12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-5v6h-4A1.5 1.5 0 0 1 4 19z" />
  </Icon>
);

export const SettingsIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3h.1a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8v.1a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const CategoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Icon>
);

export const CommunityIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11.5c0 4-3.6 7-8 7-1.1 0-2.2-.2-3.1-.5L4.5 19.5l1.2-3.4C4.6 14.8 4 13.2 4 11.5c0-4 3.6-7 8-7s8 3 8 7z" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M3 4h2.2l2.1 11h10.4l2-8H6.4" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="16.5" cy="19.5" r="1.3" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.8-3.7 3.8-6 7.5-6s6.7 2.3 7.5 6z" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const ChevronUpIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M6 15l6-6 6 6" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.5h.01" />
  </Icon>
);

export const InboxIcon = (props: IconProps) => (
  <Icon {...props} filled={false}>
    <path d="M4 13.5l2.2-7.3A1.5 1.5 0 0 1 7.6 5h8.8a1.5 1.5 0 0 1 1.4 1.2l2.2 7.3" />
    <path d="M4 13.5V18a1.5 1.5 0 0 0 1.5 1.5h13A1.5 1.5 0 0 0 20 18v-4.5h-4.5a3.5 3.5 0 0 1-7 0z" />
  </Icon>
);

/** The Korean messenger's speech bubble, solid (on the yellow share button). */
export const MessengerIcon = (props: IconProps) => (
  <Icon {...props} filled stroke="none">
    <path d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9l-.9 3.3c-.1.3.3.6.6.4l3.9-2.6c.4 0 .8.1 1.2.1 5 0 9-3.1 9-7S17 4 12 4z" />
  </Icon>
);
