import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { title?: string };

/**
 * The line icons' drawings, each once per page in <IconSprite /> (rendered by the root layout):
 * an icon is a <use> of its symbol, so a page of product cards repeats a few bytes per card,
 * not the drawing.
 */
const DRAWINGS = {
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 8H6" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  home: (
    <>
      <path d="m3 11 9-8 9 8" />
      <path d="M5 10v10h14V10" />
    </>
  ),
  grid: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  'chevron-left': <path d="m15 18-6-6 6-6" />,
  'chevron-right': <path d="m9 18 6-6-6-6" />,
} as const;

type IconName = keyof typeof DRAWINGS;

/** Every icon's symbol, once, hidden; the root layout renders it at the top of the body. */
export function IconSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      {Object.entries(DRAWINGS).map(([name, drawing]) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ title, name, ...props }: Omit<IconProps, 'name'> & { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#icon-${name}`} />
    </svg>
  );
}

export const CartIcon = (props: IconProps) => <Icon {...props} name="cart" />;
export const SearchIcon = (props: IconProps) => <Icon {...props} name="search" />;
export const UserIcon = (props: IconProps) => <Icon {...props} name="user" />;
export const HomeIcon = (props: IconProps) => <Icon {...props} name="home" />;
export const GridIcon = (props: IconProps) => <Icon {...props} name="grid" />;
export const GlobeIcon = (props: IconProps) => <Icon {...props} name="globe" />;
export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} name="chevron-left" />;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="chevron-right" />;

/** Haat's mark: a market stall's awning over a basket. */
export const HaatLogo = (props: IconProps) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" {...props}>
    <rect width="32" height="32" rx="8" fill="#047857" />
    <path
      d="M6 12 8 7h16l2 5c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3s-3-1.3-3-3Z"
      fill="#f97316"
    />
    <path d="M9 17v7h14v-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
