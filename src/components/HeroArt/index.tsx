/**
 * Hero illustrations per page family:
 * the brand's mist waves under a line drawing of what the page is about. Inline
 * SVG on purpose: no request, its box is fixed by `width`/`height` (no layout
 * shift), and an inline `<svg>` of shapes is never a Largest Contentful Paint
 * candidate, so the heading stays the page's LCP. Decorative: hidden from
 * assistive technology; the Hero hides it on narrow screens.
 */
import type { ReactNode } from 'react';

/** The page families with an illustration. */
export type HeroArtName = 'home' | 'contact' | 'about' | 'sponsorContact' | 'privacy';

const c = {
  teal: '#0f5f73',
  dark: '#0b3440',
  mist: '#e3eff2',
  surface: '#f3f8f9',
  accent: '#f2a541',
  accentSoft: '#fdf1de',
  white: '#ffffff',
};

const ink = { stroke: c.dark, strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const line = { fill: 'none', ...ink } as const;

/** Three mist waves across the bottom, as in the logo. */
function Waves(): ReactNode {
  const wave = (y: number) => `M20 ${y}c45-22 90-22 135 0s90 22 135 0 90-22 130 0`;
  return (
    <g fill="none" strokeLinecap="round" strokeWidth={7}>
      <path d={wave(276)} stroke={c.accent} />
      <path d={wave(298)} stroke={c.mist} />
      <path d={wave(320)} stroke={c.mist} opacity={0.7} />
    </g>
  );
}

function Home(): ReactNode {
  return (
    <g>
      {/* laptop */}
      <rect x="96" y="86" width="206" height="134" rx="12" fill={c.white} {...ink} />
      <path d="M70 236h258l-18 18H88z" fill={c.mist} {...ink} />
      <path d="M124 124h88M124 148h132M124 172h60" {...line} stroke={c.teal} />
      <circle cx="256" cy="180" r="18" fill={c.accentSoft} stroke={c.accent} strokeWidth={4} />
      <path d="M248 180l6 6 11-12" {...line} stroke={c.dark} strokeWidth={3.5} />
      {/* chat bubble */}
      <path
        d="M300 44h84a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-48l-18 16v-16h-18a14 14 0 0 1-14-14V58a14 14 0 0 1 14-14z"
        fill={c.teal}
      />
      <circle cx="320" cy="78" r="5" fill={c.white} />
      <circle cx="342" cy="78" r="5" fill={c.white} />
      <circle cx="364" cy="78" r="5" fill={c.white} />
    </g>
  );
}

function Contact(): ReactNode {
  return (
    <g>
      <rect x="70" y="92" width="200" height="136" rx="14" fill={c.white} {...ink} />
      <path d="M74 100l96 72 96-72" {...line} stroke={c.teal} />
      <path
        d="M290 52h92a14 14 0 0 1 14 14v44a14 14 0 0 1-14 14h-28l-22 18v-18h-42a14 14 0 0 1-14-14V66a14 14 0 0 1 14-14z"
        fill={c.accentSoft}
        stroke={c.accent}
        strokeWidth={4}
      />
      <path d="M302 80h70M302 100h44" {...line} />
      <circle cx="330" cy="196" r="38" fill={c.teal} />
      <path
        d="M315 181c2-3 6-4 9-2l5 4c2 2 3 5 1 8l-3 4c3 6 8 11 14 14l4-3c2-2 6-1 8 1l4 5c2 3 1 7-2 9-5 4-12 5-18 2-11-6-20-15-26-26-3-6-2-12 4-16z"
        fill={c.white}
      />
    </g>
  );
}

function About(): ReactNode {
  // A hórreo, the raised granary of the Galician countryside: a workshop that belongs here.
  return (
    <g>
      <circle cx="320" cy="70" r="30" fill={c.accentSoft} stroke={c.accent} strokeWidth={4} />
      <path d="M88 104h224l-20-34H108z" fill={c.teal} {...ink} />
      <path d="M200 70V46M190 56h20" {...line} />
      <rect x="104" y="104" width="192" height="84" rx="4" fill={c.white} {...ink} />
      <path d="M136 112v68M168 112v68M232 112v68M264 112v68" {...line} stroke={c.teal} strokeWidth={3} />
      <rect x="184" y="128" width="32" height="60" rx="3" fill={c.mist} {...ink} />
      <path d="M96 188h208" {...line} />
      <path d="M124 188v46M200 188v46M276 188v46" {...line} strokeWidth={8} />
      <path d="M112 198h24M188 198h24M264 198h24" {...line} />
    </g>
  );
}

function SponsorContact(): ReactNode {
  return (
    <g>
      <path d="M168 40l32 70-40 0-28-70z" fill={c.teal} {...ink} />
      <path d="M232 40l-32 70 40 0 28-70z" fill={c.accent} {...ink} />
      <circle cx="200" cy="168" r="62" fill={c.accentSoft} {...ink} />
      <circle cx="200" cy="168" r="42" fill={c.white} stroke={c.accent} strokeWidth={5} />
      <path
        d="M200 142l8 17 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z"
        fill={c.accent}
        stroke={c.dark}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M300 118h70a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12h-36l-16 14v-14h-18a12 12 0 0 1-12-12v-34a12 12 0 0 1 12-12z"
        fill={c.white}
        {...ink}
      />
      <path d="M310 140h52M310 156h32" {...line} stroke={c.teal} />
    </g>
  );
}

function Privacy(): ReactNode {
  return (
    <g>
      <path d="M200 36l92 32v62c0 58-38 94-92 112-54-18-92-54-92-112V68z" fill={c.teal} {...ink} />
      <path d="M200 60l68 24v48c0 44-28 72-68 86-40-14-68-42-68-86V84z" fill={c.white} />
      <rect x="170" y="132" width="60" height="48" rx="8" fill={c.accentSoft} {...ink} />
      <path d="M182 132v-14a18 18 0 0 1 36 0v14" {...line} />
      <circle cx="200" cy="152" r="6" fill={c.dark} />
      <path d="M200 156v12" {...line} strokeWidth={5} />
    </g>
  );
}

const motifs: Record<HeroArtName, () => ReactNode> = {
  home: Home,
  contact: Contact,
  about: About,
  sponsorContact: SponsorContact,
  privacy: Privacy,
};

/** One family's illustration, 420 × 340 CSS pixels at full size, scaled down with its column. */
export default function HeroArt({ name, className }: { name: HeroArtName; className?: string }): ReactNode {
  const Motif = motifs[name];
  return (
    <svg className={className} viewBox="0 0 420 340" width={420} height={340} aria-hidden="true" focusable="false">
      <ellipse cx="210" cy="160" rx="196" ry="150" fill={c.mist} opacity={0.55} />
      <Motif />
      <Waves />
    </svg>
  );
}
