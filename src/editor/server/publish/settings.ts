/**
 * How publishing is configured: environment variables read in this one place (docs/operations.md, "Publishing"
 * documents them).
 */
export interface PublishSettings {
  /** The git remote (a name such as origin, or an address) each publish's commit is pushed to; none unless set. */
  remote?: string;
  /** The branch on the remote; the site folder's current branch unless set. */
  branch?: string;
  /** A shell command run after each publish (a static host's deploy); its output is shown. */
  command?: string;
  /** Overrides site.yaml's `api.base` in the published build, as for `npm run build`. */
  apiBase?: string;
  /** Releases kept on disk, the live one included (older ones are deleted). */
  keep: number;
}

export function publishSettingsFrom(env: NodeJS.ProcessEnv = process.env): PublishSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    remote: value('PUBLISH_REMOTE'),
    branch: value('PUBLISH_BRANCH'),
    command: value('PUBLISH_COMMAND'),
    apiBase: value('SITE_API_BASE'),
    keep: 3,
  };
}
