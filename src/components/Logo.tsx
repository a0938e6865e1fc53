import { company } from '../config/company';

/**
 * The brand mark (three lines of Atlantic mist, "brétema" in Galician) and
 * the word mark. Inline SVG: no request, no layout shift. Decorative: the
 * surrounding link carries the accessible name.
 */
export default function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg viewBox="0 0 48 48" width={36} height={36} aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#0f5f73" />
        <path d="M10 17c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#f2a541" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M10 25c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#e3eff2" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M10 33c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#e3eff2" strokeWidth="3.2" strokeLinecap="round" opacity=".7" />
      </svg>
      <span>{company.name}</span>
    </span>
  );
}
