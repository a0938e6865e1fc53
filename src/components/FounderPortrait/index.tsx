/**
 * The founder's portrait slot: her photo when
 * `founderPortrait` in the company module names one, otherwise an illustrated
 * bust in the brand colours (no invented face, no initials badge). Both are
 * 160 × 160 with their size set, so nothing shifts when the photo arrives.
 */
import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { founderPortrait } from '@site/src/config/company';
import styles from './styles.module.css';

/** Side of the portrait in CSS pixels. */
const SIZE = 160;

/** @param label accessible description of the portrait (the content file's `portraitLabel`). */
export default function FounderPortrait({ label }: { label: string }): ReactNode {
  const photo = useBaseUrl(founderPortrait ?? '');
  if (founderPortrait) {
    return <img className={styles.portrait} src={photo} alt={label} width={SIZE} height={SIZE} loading="lazy" decoding="async" />;
  }
  return (
    <svg className={styles.portrait} viewBox="0 0 160 160" width={SIZE} height={SIZE} role="img" aria-label={label}>
      <circle cx="80" cy="80" r="80" fill="#0b3440" />
      <path d="M0 118c27-14 53-14 80 0s53 14 80 0" fill="none" stroke="#f2a541" strokeWidth="5" opacity=".9" />
      <path d="M0 134c27-14 53-14 80 0s53 14 80 0" fill="none" stroke="#e3eff2" strokeWidth="5" opacity=".5" />
      {/* shoulders in a workshop jacket, neck, face, hair tied back */}
      <path d="M30 160c2-30 22-46 50-46s48 16 50 46z" fill="#0f5f73" />
      <path d="M66 118l14 18 14-18" fill="none" stroke="#e3eff2" strokeWidth="4" strokeLinejoin="round" />
      <rect x="71" y="96" width="18" height="22" rx="8" fill="#f1c9a5" />
      <ellipse cx="80" cy="76" rx="24" ry="28" fill="#f6d7ba" />
      <path d="M55 78c-4-26 10-42 27-42 18 0 30 14 27 38-4-12-12-20-26-22-10 6-18 14-28 26z" fill="#3b2a22" />
      <circle cx="106" cy="58" r="9" fill="#3b2a22" />
      <circle cx="71" cy="80" r="2.4" fill="#3b2a22" />
      <circle cx="89" cy="80" r="2.4" fill="#3b2a22" />
      <path d="M73 92c4 3 10 3 14 0" fill="none" stroke="#a4563a" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
