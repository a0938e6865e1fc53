import clsx from 'clsx';
import type { RouteKey } from '../config/routes';
import ArrowLabel from './ArrowLabel';
import RouteLink from './RouteLink';
import ui from './ui.module.css';

/**
 * A text link to a page of the route map followed by an arrow: the "read
 * more" link under a card or a block. The label keeps its last word and
 * the arrow together ({@link ArrowLabel}), so a label that wraps in a narrow
 * card ends with its arrow instead of leaving it at the card's edge. Like
 * {@link RouteLink}, nothing while the page is not built.
 */
export default function ArrowLink({ route, children, className }: { route: RouteKey; children: string; className?: string }) {
  return (
    <RouteLink route={route} className={clsx(ui.arrowText, className)}>
      <ArrowLabel label={children} />
    </RouteLink>
  );
}
