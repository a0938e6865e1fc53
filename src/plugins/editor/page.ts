/** The HTML page around the staff's own pages under `/admin/` (the editor, its guide). Node only. */
import { company } from '../../config/company';

/**
 * A Spanish page for staff, `noindex`, titled `title · <brand>`; `head` and `body` are HTML (no inline script or style: the
 * editor's security policy allows neither).
 */
export function adminPage({ title, head, body }: { title: string; head: string; body: string }): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} · ${company.name}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}
