/** The staff editor's path and git host (docs/publishing.md), for the editor plugin and the server's CSP; no Node or browser APIs. */

/** Where the staff editor is served (not a page of the site: no locale, no sitemap, `noindex`). */
export const editorPath = '/admin/';

/** Where the editor saves: a git host, named by the deploy's environment. */
export interface EditorBackend {
  /** `gitea` covers Forgejo too. */
  name: 'github' | 'gitlab' | 'gitea';
  /** `owner/name`. */
  repo: string;
  branch: string;
  /** API root of a self-hosted GitLab, Gitea or Forgejo (e.g. `https://git.example.org/api/v1`). */
  apiRoot?: string;
  /** OAuth endpoint, when staff sign in with the git host's login instead of a token. */
  authBaseUrl?: string;
}

/** `EDITOR_BACKEND`, `EDITOR_REPO`, `EDITOR_BRANCH`, `EDITOR_API_ROOT`, `EDITOR_AUTH_URL`; GitHub and a placeholder repository otherwise. */
export function editorBackendFromEnv(env: Readonly<Record<string, string | undefined>>): EditorBackend {
  const name = env.EDITOR_BACKEND ?? 'github';
  if (name !== 'github' && name !== 'gitlab' && name !== 'gitea') {
    throw new Error(`EDITOR_BACKEND must be github, gitlab or gitea (got "${name}")`);
  }
  return {
    name,
    repo: env.EDITOR_REPO ?? 'bretema/bretema-site',
    branch: env.EDITOR_BRANCH ?? 'main',
    ...(env.EDITOR_API_ROOT && { apiRoot: env.EDITOR_API_ROOT }),
    ...(env.EDITOR_AUTH_URL && { authBaseUrl: env.EDITOR_AUTH_URL }),
  };
}

/** The git host's API origin, which the editor's Content-Security-Policy must allow. */
export function editorApiOrigin(backend: EditorBackend): string {
  if (backend.apiRoot) return new URL(backend.apiRoot).origin;
  return { github: 'https://api.github.com', gitlab: 'https://gitlab.com', gitea: 'https://gitea.com' }[backend.name];
}

/** Whether a request path belongs to the editor (`/admin`, `/admin/…`). */
export function isEditorPath(pathname: string): boolean {
  return pathname === editorPath.slice(0, -1) || pathname.startsWith(editorPath);
}
