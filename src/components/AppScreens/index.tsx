/**
 * Small drawn screens of the company's apps, in the site's colours: a browser
 * window (three dots and the app's name in its title bar) whose body shows the
 * app's highlights as the rows of its main view, each look matching what the
 * app does — a planner's day (`planner`), a route with its stops (`route`),
 * a list of documents (`billing`). Every word in a screen is the app's own
 * copy (name and highlights, real text a screen reader reads as a list); the
 * rest is decoration drawn in CSS and a few-hundred-byte inline SVG, hidden
 * from assistive technology. No image is loaded, so a screen never becomes
 * the page's largest paint. The caption says it is an illustration.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The look of each catalogue position (content files name no looks): PlanOri's planner day, Routan's route, Simplia's documents. */
export const appScreenKinds = ['planner', 'route', 'billing'] as const;

/** Props of {@link AppScreen}. */
export interface AppScreenProps {
  /** The app's name, in the window's title bar and the caption. */
  name: string;
  /** The app's highlights: the rows of the drawn view. */
  highlights: readonly string[];
  /** The look of the screen (one of {@link appScreenKinds}). */
  kind: (typeof appScreenKinds)[number];
}

/** A route on a plain map: roads, a dashed path and three stops (decoration only). */
function RouteMap(): ReactNode {
  return (
    <svg className={styles.map} viewBox="0 0 240 64" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <path className={styles.road} d="M0 46 H240 M58 0 V64 M168 0 V64 M0 14 H120 L150 30 H240" />
      <path className={styles.path} d="M30 46 H58 V14 H120 L150 30 H168 V52 H206" />
      <circle className={styles.stop} cx="30" cy="46" r="5" />
      <circle className={styles.stop} cx="120" cy="14" r="5" />
      <circle className={styles.stopEnd} cx="206" cy="52" r="6" />
    </svg>
  );
}

/** A drawn screen of an app with its caption, as a `figure`. */
export function AppScreen({ name, highlights, kind }: AppScreenProps): ReactNode {
  const caption = translate(
    {
      id: 'apps.screen.caption',
      message: 'Ilustración: {app}',
      description: 'Caption under a drawn screen of an app on the apps page; {app} is the app name',
    },
    { app: name },
  );
  return (
    <figure className={styles.figure}>
      <div className={clsx(styles.window, styles[kind])}>
        <div className={styles.bar}>
          <span className={styles.dots} aria-hidden="true" />
          <span className={styles.appName}>{name}</span>
        </div>
        <div className={styles.body}>
          {kind === 'planner' && <span className={styles.week} aria-hidden="true" />}
          {kind === 'route' && <RouteMap />}
          {kind === 'billing' && <span className={styles.tableHead} aria-hidden="true" />}
          <ul className={styles.rows}>
            {highlights.map((item) => (
              <li key={item} className={styles.row}>
                <span className={styles.rowMark} aria-hidden="true" />
                <span className={styles.rowText}>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
