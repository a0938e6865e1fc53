/**
 * No announcement bar (none is configured): renders nothing, without the
 * theme's component and its context (docs/performance.md, "Main bundle").
 */
export default function AnnouncementBar(): null {
  return null;
}
