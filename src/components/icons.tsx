/**
 * The icons of content-driven cards. Content files do not name icons; cards
 * take them in turn from this list (spec §2: the home's service icons rotate
 * through three). Icons come from lucide-react, tree-shaken, served inline.
 */
import { Bot, Code2, PhoneCall, type LucideIcon } from 'lucide-react';

/** The three rotating service icons. */
export const rotatingIcons: readonly LucideIcon[] = [Bot, PhoneCall, Code2];

/** The icon for the card at `index`, cycling through {@link rotatingIcons}. */
export function rotatingIcon(index: number): LucideIcon {
  return rotatingIcons[index % rotatingIcons.length];
}
